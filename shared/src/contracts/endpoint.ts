import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The roles of the site's staff (the staff console): who may call a staff endpoint. `operator` answers as
 * the fictional profiles, `moderator` and `support` handle members' reports and requests, `admin` manages
 * staff and sees everything. The database's `staff_role` enum is made from this list.
 */
export const STAFF_ROLES = ['operator', 'moderator', 'support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Who may call. `visitor`: anyone, logged in or not (the handler gets the member or null).
 * `member`: a logged-in member, else 403 `authentication_required` (the spec's answer, which logs the
 * browser out). `confirmed-member`: a member whose e-mail address is confirmed, else 403
 * `confirmation_required` (a visitor still gets `authentication_required`). `{ staff }`: a staff session
 * with one of the roles, else 404 `not_found` as for a path that does not exist (the console does not
 * advertise itself), before the query and body are even validated.
 */
export type Access = 'visitor' | 'member' | 'confirmed-member' | { readonly staff: readonly StaffRole[] };

/** A `Cache-Control` a descriptor states: never stored, stored but revalidated, or kept for some seconds. */
export type CacheRule = 'no-store' | 'no-cache' | 'private, no-cache' | { readonly private: number } | { readonly public: number };

/**
 * The cache policy: one rule, or one rule while a query field is absent and another when it is sent (a
 * price list is cacheable, a price for a member's own discount code is not).
 */
export type CachePolicy =
  CacheRule | { readonly absent: CacheRule; readonly present: CacheRule; readonly whenQuery: string; readonly reason: string };

/**
 * A rate limit, counted per address or per member (a logged-out caller of a member limit is counted by
 * address). `max` in a window, or a token bucket (`perSecond` refill, `burst` at most) for calls that
 * come in short bursts; `max: 'login'` is the configured login attempts per address (LOGIN_RATE_LIMIT_PER_MINUTE).
 */
export type RatePolicy =
  | { readonly per: 'address' | 'member'; readonly max: number | 'login'; readonly windowSeconds: number }
  | { readonly per: 'member'; readonly perSecond: number; readonly burst: number };

/** What a descriptor states besides its shape; `route()` in api/src/http enforces it. */
export interface Policy {
  readonly access: Access;
  readonly cache: CachePolicy;
  /** Absent: only the api's global defences (body size, CSRF, the login lockout) apply. */
  readonly rate?: RatePolicy;
  /**
   * Why this state-changing call is exempt from the CSRF client header (a beacon cannot set headers, a
   * mail client or a provider's server posts it); an Origin, when sent, is still checked.
   */
  readonly csrfExempt?: string;
}

/**
 * One api call, described once: the browser calls it with `api.call(endpoint, { query, body })`, the
 * api registers its route from it (`route(app, endpoint, …)` in api/src/http), msw handlers are typed
 * by it. Nobody writes the path or pairs a schema with it a second time. Its policy (who may call, the
 * cache, the rate limit) is stated here too and enforced by `route()`, so no handler checks it by hand.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> extends Policy {
  readonly access: A;
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
  const A extends Access,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  endpoint: { method: M; path: `/api/${string}`; query?: Q; body?: B; response: R; errors?: readonly string[] } & Policy & { access: A },
): Endpoint<M, Q, B, R, A> {
  return {
    method: endpoint.method,
    path: endpoint.path,
    query: endpoint.query as Q,
    body: endpoint.body as B,
    response: endpoint.response,
    errors: endpoint.errors ?? [],
    access: endpoint.access,
    cache: endpoint.cache,
    ...(endpoint.rate ? { rate: endpoint.rate } : {}),
    ...(endpoint.csrfExempt ? { csrfExempt: endpoint.csrfExempt } : {}),
  };
}

/**
 * An api address the browser navigates to rather than calls (a download, a page, a beacon): its path for
 * the browser's link and the policy its route enforces, stated once as for an endpoint.
 */
export interface Link<M extends HttpMethod = HttpMethod, A extends Access = Access> extends Policy {
  readonly method: M;
  readonly path: `/api/${string}`;
  readonly access: A;
}

export function defineLink<M extends HttpMethod, const A extends Access>(link: Link<M, A>): Link<M, A> {
  return link;
}

/** What the caller sends: `query` and `body` exactly when the endpoint takes them (zod input types). */
export type EndpointInput<E extends Endpoint> = (E['query'] extends z.ZodType ? { query: z.input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: never });

/** The parsed success answer. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
