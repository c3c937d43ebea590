import type { LightMyRequestResponse } from 'fastify';
import { buildUrl } from '@dating/shared/api-client/api-client';
import type { Endpoint, EndpointInput, EndpointResponse, Link } from '@dating/shared/contracts/endpoint';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@dating/shared/contracts/errors';
import type { App } from '../app-context';

/** Whom a call is made as: a Cookie header value, or a member with one (`createLoggedInMember`, `loginMember`). */
type As = string | { readonly cookie: string };

type Query = NonNullable<Parameters<typeof buildUrl>[2]>;

/**
 * What a test sends: an endpoint's `query` and `body` checked against its zod input types (a link's are
 * free), and who sends it. `client: false` leaves out the client header the browser sends (the CSRF guard's
 * refusal); `headers` are added last.
 */
export type InjectInput<E extends Endpoint | Link> = (E extends Endpoint
  ? Partial<EndpointInput<E>>
  : { query?: Query; body?: unknown }) & {
  as?: As;
  /** A multipart upload instead of a JSON body (`multipart()` from test-photos.ts): for an upload endpoint, which states no body. */
  form?: { payload: Buffer; contentType: string };
  headers?: Record<string, string>;
  client?: false;
  /** The caller's address (limits and lockouts counted per address); light-my-request's 127.0.0.1 by default. */
  remoteAddress?: string;
};

/**
 * Sends an endpoint's (or a link's) request the way the browser's client does: method and path from the
 * descriptor, the query string built as the client builds it, the client header, the cookie of `as`.
 * Answers Fastify's response whatever its status, so a test checks refusals too; `injectOk` parses a success.
 */
export function inject<E extends Endpoint | Link>(
  app: App,
  endpoint: E,
  input: InjectInput<E> = {} as InjectInput<E>,
): Promise<LightMyRequestResponse> {
  const { query, body, as, form, headers, client, remoteAddress } = input as InjectInput<Link>;
  const cookie = as === undefined ? undefined : typeof as === 'string' ? as : as.cookie;
  return app.inject({
    method: endpoint.method,
    url: buildUrl('', endpoint.path, query),
    headers: {
      ...(client === false ? {} : { [CLIENT_HEADER]: CLIENT_HEADER_VALUE }),
      ...(cookie === undefined ? {} : { cookie }),
      ...(form ? { 'content-type': form.contentType } : {}),
      ...headers,
    },
    ...(form ? { payload: form.payload } : body === undefined ? {} : { payload: body as object }),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

/**
 * An answer that must be the endpoint's success: fails with the answer's text on another status, and
 * checks the JSON against the endpoint's response schema, so a drifting contract fails at its source.
 * Answers the JSON as sent (not stripped by the schema, so a test still sees every field).
 */
function json<E extends Endpoint>(response: LightMyRequestResponse, endpoint: E): EndpointResponse<E> {
  if (response.statusCode !== 200) {
    throw new Error(`${endpoint.method} ${endpoint.path}: ${response.statusCode} ${response.body}`);
  }
  const answer: unknown = response.json();
  const parsed = endpoint.response.safeParse(answer);
  if (!parsed.success)
    throw new Error(`${endpoint.method} ${endpoint.path}: the answer breaks its schema: ${parsed.error.message}\n${response.body}`);
  return answer as EndpointResponse<E>;
}

/** `inject`, then `json`: the success answer of a call a test makes on its way to what it checks. */
export async function injectOk<E extends Endpoint>(app: App, endpoint: E, input?: InjectInput<E>): Promise<EndpointResponse<E>> {
  return json(await inject(app, endpoint, input), endpoint);
}
