import { z } from 'zod';
import * as contracts from '@dating/shared/contracts/index';
import { ErrorBodySchema } from '@dating/shared/contracts/index';
import type { Endpoint } from '@dating/shared/contracts/endpoint';
import { paymentWebhookEndpoint } from '@dating/shared/contracts/payment-webhook';
import * as staffContracts from '@dating/shared/contracts/staff';
import { SandboxWebhookSchema } from '../payments/sandbox/sandbox-psp';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from '../payments/sandbox/sandbox-signature';
import { DEMO_PASSWORD } from '../seed/demo-members';
import { CLIENT, loginCookie, setupTestContext } from '../test/test-app';
import { createTestMember } from '../test/builders/members';
import { requestsFor, type FuzzRequest } from './fuzz-requests';

/**
 * Every endpoint descriptor in shared/src/contracts, fuzzed from its own schemas: an endpoint added
 * later is fuzzed by existing, nothing to register. Asserts what a caller may rely on whatever it
 * sends: never a 5xx, every 4xx in the one error body, every 200 matching the endpoint's response
 * schema. Fixed seed and budget, so a failure reproduces; on PGlite here, on PostgreSQL when
 * DATABASE_URL is set (scripts/test-api-postgres.sh).
 */
const SEED = 11;
/** Field mutations per endpoint; with the valid inputs and transport cases about 70 requests each. */
const MUTATIONS_PER_ENDPOINT = 45;

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value &&
    typeof value.path === 'string' &&
    value.path.startsWith('/api/')
  );
}

const endpointsOf = (module: Record<string, unknown>) =>
  Object.entries(module)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, value]) => value)
    .filter(isEndpoint);

// Server-to-server descriptors and the staff console's stay out of the members' barrel; they are named here.
const ENDPOINTS: Endpoint[] = [
  ...endpointsOf(contracts as Record<string, unknown>),
  paymentWebhookEndpoint,
  ...endpointsOf(staffContracts as Record<string, unknown>),
];

/**
 * The payment webhook again, with bodies in the sandbox provider's own shape, each field broken in turn and
 * every one signed with the provider's secret (signed at sending): what an adapter lets through its signature
 * check reaches the inbox, so a NUL or a lone surrogate there must still be a 400, never a 500.
 */
const SIGNED_WEBHOOK: Endpoint = {
  ...paymentWebhookEndpoint,
  query: z.object({ provider: z.literal('sandbox') }),
  body: SandboxWebhookSchema,
};

/** Routes registered without a descriptor (pages, redirects, a form post): probed by hand. */
const EXPLICIT_PROBES: FuzzRequest[] = [
  ...['/', '/members', '/members/1', '/members/2147483648', '/members/%00', `/members/${'9'.repeat(400)}`, '/x.js', '/index.html'].map(
    (url): FuzzRequest => ({ kind: 'page', method: 'GET', url, headers: { accept: 'text/html' }, auth: false, ownPath: false }),
  ),
  ...['/remotes.json', '/mf/mf-search/%00', '/mf/nope/x.js', '/mf/mf-search/../../etc/passwd', '/photos/%00', '/photos/..%2f..%2fetc'].map(
    (url): FuzzRequest => ({ kind: 'static', method: 'GET', url, headers: {}, auth: false, ownPath: false }),
  ),
  ...['?to=a%00b', '?to=%ff', `?to=${'a'.repeat(300)}`, ''].map((query): FuzzRequest => ({
    kind: 'dev mailbox page',
    method: 'GET',
    url: `/dev/mailbox${query}`,
    headers: {},
    auth: false,
    ownPath: false,
  })),
  ...['', '?token=', '?token=a%00b', `?token=${'a'.repeat(300)}`, '?token[]=a'].flatMap((query): FuzzRequest[] =>
    ['/activate', '/api/activate.php', '/unsubscribe', '/api/unsubscribe.php', '/api/account-reactivate.php', '/api/my-data.php'].map(
      (path) => ({
        kind: 'token link',
        method: 'GET',
        url: `${path}${query}`,
        headers: {},
        auth: true,
        ownPath: false,
      }),
    ),
  ),
  ...[
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    ['application/x-www-form-urlencoded', '%00=%ff'],
    ['multipart/form-data; boundary=nope', '--x\r\ncut'],
    ['application/json', '{"a":'],
  ].map(([type, payload]): FuzzRequest => ({
    kind: 'unsubscribe post',
    method: 'POST',
    url: '/api/unsubscribe.php?token=a%00b',
    headers: { 'content-type': type as string },
    payload: payload as string,
    auth: false,
    ownPath: false,
  })),
];

const context = setupTestContext({ app: { unlimited: true, loginRateLimit: { max: 100_000 } } });

/** What is wrong with an answer, or null when it is one a caller may rely on. */
function problemOf(request: FuzzRequest, endpoint: Endpoint | null, status: number, type: string, body: string): string | null {
  if (status >= 500) return `${status}`;
  if (status >= 400) {
    // A page answers the error page (the routes without a descriptor include the mail links' pages);
    // an endpoint the one error body.
    if (type.includes('text/html') && endpoint === null) return null;
    try {
      return ErrorBodySchema.safeParse(JSON.parse(body)).success ? null : `${status} not in the error shape`;
    } catch {
      return `${status} not JSON`;
    }
  }
  if (status === 200 && endpoint && request.ownPath && type.includes('application/json')) {
    const parsed = endpoint.response.safeParse(JSON.parse(body));
    return parsed.success ? null : `200 not matching the response schema: ${parsed.error.message.slice(0, 300)}`;
  }
  return null;
}

it('answers no 5xx, every 4xx in the error shape and every 200 in its schema, for every endpoint', async () => {
  const { app } = context();
  const member = await createTestMember(context(), { prefix: 'fuzz' });
  const failures: string[] = [];
  let sent = 0;

  const send = async (request: FuzzRequest, endpoint: Endpoint | null, cookie: string) => {
    const headers = { ...(request.kind === 'no client header' ? {} : CLIENT), ...request.headers, ...(request.auth ? { cookie } : {}) };
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    sent += 1;
    const problem = problemOf(request, endpoint, response.statusCode, String(response.headers['content-type'] ?? ''), response.body);
    if (problem) {
      failures.push(`${request.method} ${request.url.slice(0, 200)} [${request.kind}] → ${problem}: ${response.body.slice(0, 200)}`);
    }
  };

  for (const [index, endpoint] of ENDPOINTS.entries()) {
    // A fresh session per endpoint: the previous one may have logged out or changed the account.
    const cookie = await loginCookie(app, member.email, DEMO_PASSWORD);
    for (const request of requestsFor(endpoint, SEED + index * 10, MUTATIONS_PER_ENDPOINT)) await send(request, endpoint, cookie);
  }
  const cookie = await loginCookie(app, member.email, DEMO_PASSWORD);
  for (const request of EXPLICIT_PROBES) await send(request, null, cookie);
  const secret = context().config.sandboxPspSecret;
  for (const request of requestsFor(SIGNED_WEBHOOK, SEED, MUTATIONS_PER_ENDPOINT)) {
    const signature: Record<string, string> =
      request.payload === undefined ? {} : { [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(secret, request.payload, new Date()) };
    await send(
      { ...request, kind: `signed ${request.kind}`, headers: { ...request.headers, ...signature } },
      paymentWebhookEndpoint,
      cookie,
    );
  }

  // The figure the hardening issue asks for: requests sent, 5xx found.
  console.info(
    `fuzzer: ${sent} requests to ${ENDPOINTS.length} endpoints and ${EXPLICIT_PROBES.length} probes, ${failures.length} failures`,
  );
  expect(ENDPOINTS.length).toBeGreaterThan(40);
  expect(failures).toEqual([]);
}, 180_000);
