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

function buildUrl(baseUrl: string, path: string, query?: Query): string {
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

  async function request<S extends z.ZodType>(method: string, path: string, schema: S, opts: RequestOptions = {}): Promise<z.infer<S>> {
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
            )
          : new ApiError(
              response.status,
              response.status >= 500 ? 'internal' : 'validation_failed',
              response.statusText || 'Request failed',
            );
        if (response.status === 403 && error.code === 'authentication_required') {
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
  };
}
