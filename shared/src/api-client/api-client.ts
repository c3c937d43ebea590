import type { z } from 'zod';
import type { Endpoint, EndpointInput, EndpointResponse } from '../contracts/endpoint';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, ErrorBodySchema, type ErrorCode } from '../contracts/errors';

/** A code the api sends (ErrorCode), one a newer api may add (any string), or the client's own two. */
type ApiErrorCode = ErrorCode | 'network' | 'invalid_response' | (string & {});

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
    readonly minutes?: number,
    /** account_suspended: when the suspension ends (ISO 8601). */
    readonly until?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether `error` is an ApiError, recognised by shape. The client a remote calls through is the
 * shell's, built from the shell's own copy of `shared` (shared is not a federation singleton), so
 * `instanceof ApiError` against a remote's copy of the class is false in the composed app.
 * Always use this, never `instanceof`.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as Partial<ApiError>).code === 'string' &&
    typeof (error as Partial<ApiError>).status === 'number'
  );
}

type Query = Record<string, string | number | boolean | undefined | null>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/** `api.call`'s arguments: the input is required exactly when the endpoint takes a query or a body. */
type CallArgs<E extends Endpoint> = E['query'] extends z.ZodType
  ? [input: EndpointInput<E> & { signal?: AbortSignal }]
  : E['body'] extends z.ZodType
    ? [input: EndpointInput<E> & { signal?: AbortSignal }]
    : [input?: { signal?: AbortSignal }];

export interface ApiClient {
  /** Calls an endpoint described in shared/src/contracts: method, path and answer schema come from it. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
  get<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
  post<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
  put<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
  delete<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
  /**
   * A 403 `authentication_required` the caller got outside this client (an XMLHttpRequest upload,
   * for its progress): handled like the client's own (onAuthRequired, the shell logs out).
   */
  reportAuthRequired(): void;
  /**
   * Resolves once no call that may renew the session (any non-idempotent one: a login, a password
   * change) is in flight; at once when none is.
   */
  sessionSettled(): Promise<void>;
  /**
   * Whether a logged-out answer to a call started at `mark` (from `sessionMark()`) may be stale: a
   * call that may renew the session was in flight meanwhile, so the answer may have gone with the old
   * cookie. The shell asks again after `sessionSettled()` before logging the member out.
   */
  mayHaveCrossedSessionChange(mark: SessionMark): boolean;
  sessionMark(): SessionMark;
}

/** Where the client's session-renewing calls stood when a call started (opaque). */
interface SessionMark {
  readonly writesStarted: number;
  readonly writesInFlight: number;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called on a 403 with `authentication_required`: the shell logs out. */
  onAuthRequired?: () => void;
  /** Retries of idempotent calls (default 5). */
  retries?: number;
  /** First retry delay; doubles each time (exponential backoff with jitter). */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE', 'HEAD']);

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** The URL the client calls: path and query string (undefined and null fields left out). The api tests build theirs with it too. */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = `${baseUrl}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

export function backoffDelay(attempt: number, baseDelayMs: number, random: () => number): number {
  const exp = baseDelayMs * 2 ** attempt;
  return Math.round(exp / 2 + random() * (exp / 2));
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const retries = options.retries ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 300;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;

  // Non-idempotent calls may renew the session (the api rotates the session id on a password change):
  // a call that overlaps one may have carried the old cookie, and its logged-out answer is stale.
  let writesStarted = 0;
  let writesInFlight = 0;
  let settled: { promise: Promise<void>; resolve: () => void } | null = null;
  const sessionMark = (): SessionMark => ({ writesStarted, writesInFlight });
  const crossed = (mark: SessionMark) => mark.writesInFlight > 0 || writesStarted !== mark.writesStarted || writesInFlight > 0;
  const sessionSettled = (): Promise<void> => {
    if (writesInFlight === 0) return Promise.resolve();
    if (!settled) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      settled = { promise, resolve };
    }
    return settled.promise;
  };

  async function request<S extends z.ZodType>(method: string, path: string, schema: S, opts: RequestOptions = {}): Promise<z.infer<S>> {
    if (IDEMPOTENT.has(method)) return send(method, path, schema, opts, true);
    writesStarted += 1;
    writesInFlight += 1;
    try {
      return await send(method, path, schema, opts, false);
    } finally {
      writesInFlight -= 1;
      if (writesInFlight === 0 && settled) {
        settled.resolve();
        settled = null;
      }
    }
  }

  async function send<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    opts: RequestOptions,
    mayAskAgain: boolean,
  ): Promise<z.infer<S>> {
    const mark = sessionMark();
    const headers: Record<string, string> = { accept: 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE };
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const url = buildUrl(baseUrl, path, opts.query);
    const maxAttempts = IDEMPOTENT.has(method) ? retries + 1 : 1;

    let lastError: ApiError | undefined;
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      if (attempt > 0) await sleep(backoffDelay(attempt - 1, baseDelayMs, random));
      let response: Response;
      try {
        response = await doFetch(url, { method, headers, body, credentials: 'same-origin', signal: opts.signal });
      } catch (error) {
        if (opts.signal?.aborted) throw error;
        lastError = new ApiError(0, 'network', error instanceof Error ? error.message : 'Network error');
        continue;
      }
      const text = await response.text();
      let json: unknown = undefined;
      if (text) {
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
      }
      if (!response.ok) {
        const parsed = ErrorBodySchema.safeParse(json);
        const error = parsed.success
          ? new ApiError(
              response.status,
              parsed.data.error.code,
              parsed.data.error.message,
              parsed.data.error.field,
              parsed.data.error.minutes,
              parsed.data.error.until,
            )
          : new ApiError(
              response.status,
              response.status >= 500 ? 'internal' : 'validation_failed',
              response.statusText || 'Request failed',
            );
        if (response.status === 403 && error.code === 'authentication_required') {
          // Asked once more with the renewed cookie: only a second refusal means the session ended.
          if (mayAskAgain && crossed(mark)) {
            await sessionSettled();
            return send(method, path, schema, opts, false);
          }
          options.onAuthRequired?.();
          throw error;
        }
        if (isRetryableStatus(response.status)) {
          lastError = error;
          continue;
        }
        throw error;
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        throw new ApiError(response.status, 'invalid_response', `Unexpected response from ${path}: ${parsed.error.message}`);
      }
      return parsed.data;
    }
    throw lastError ?? new ApiError(0, 'network', 'Request failed');
  }

  return {
    call: <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) => {
      const input = (args[0] ?? {}) as { query?: Query; body?: unknown; signal?: AbortSignal };
      return request(endpoint.method, endpoint.path, endpoint.response, input) as Promise<EndpointResponse<E>>;
    },
    get: (path, schema, opts) => request('GET', path, schema, opts),
    post: (path, schema, opts) => request('POST', path, schema, opts),
    put: (path, schema, opts) => request('PUT', path, schema, opts),
    delete: (path, schema, opts) => request('DELETE', path, schema, opts),
    reportAuthRequired: () => options.onAuthRequired?.(),
    sessionSettled,
    sessionMark,
    mayHaveCrossedSessionChange: crossed,
  };
}
