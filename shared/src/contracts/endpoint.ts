import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One api call, described once: the browser calls it with `api.call(endpoint, { query, body })`, the
 * api registers its route from it (`route(app, endpoint, …)` in api/src/http), msw handlers are typed
 * by it. Nobody writes the path or pairs a schema with it a second time.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: M;
  readonly path: `/api/${string}`;
  /** The query string's fields, validated by the api; absent when the call takes none. */
  readonly query: Q;
  /** The JSON body, validated by the api; absent for GET. */
  readonly body: B;
  /** The answer on success (HTTP 200), checked by the browser. */
  readonly response: R;
  /**
   * The error codes this call answers besides the ones every call may (`authentication_required`,
   * `validation_failed`, `csrf_failed`, `rate_limited`, `internal`): what a caller should expect to
   * handle. Codes stay open strings in answers, so a newer api never breaks an older remote.
   */
  readonly errors: readonly string[];
}

/** Defines an endpoint; missing `query`/`body` become `undefined`, so the call takes none. */
export function defineEndpoint<
  M extends HttpMethod,
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(endpoint: { method: M; path: `/api/${string}`; query?: Q; body?: B; response: R; errors?: readonly string[] }): Endpoint<M, Q, B, R> {
  return {
    method: endpoint.method,
    path: endpoint.path,
    query: endpoint.query as Q,
    body: endpoint.body as B,
    response: endpoint.response,
    errors: endpoint.errors ?? [],
  };
}

/** What the caller sends: `query` and `body` exactly when the endpoint takes them (zod input types). */
export type EndpointInput<E extends Endpoint> = (E['query'] extends z.ZodType ? { query: z.input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: never });

/** The parsed success answer. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
