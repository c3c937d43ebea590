import { ErrorBodySchema, getUserEndpoint, loginEndpoint } from '@dating/shared/contracts/index';
import { inject } from '../../test/inject';
import { setupTestContext, type TestContext } from '../../test/test-app';

// A tight limit so the test needs few requests; production allows 30 a minute per IP.
const context = setupTestContext({ seed: false, app: { loginRateLimit: { max: 3 } } });

it('rate-limits login attempts per IP with the common error body', async () => {
  const attempt = (n: number) => inject(context().app, loginEndpoint, { body: { email: `user${n}@example.test`, password: 'x' } });
  for (let n = 0; n < 3; n += 1) expect((await attempt(n)).statusCode).toBe(401);
  const limited = await attempt(4);
  expect(limited.statusCode).toBe(429);
  expect(ErrorBodySchema.parse(limited.json()).error.code).toBe('rate_limited');
  expect(limited.headers['retry-after']).toBeDefined();
  // Reads of the same path are not limited.
  expect((await inject(context().app, getUserEndpoint)).statusCode).toBe(200);
});

/** Two browsers behind one TLS-terminating proxy: the api sees the proxy's address for both. */
async function limitedAfterOtherClient(ctx: TestContext): Promise<boolean> {
  const attempt = (client: string, n: number) =>
    inject(ctx.app, loginEndpoint, { headers: { 'x-forwarded-for': client }, body: { email: `proxied${n}@example.test`, password: 'x' } });
  for (let n = 0; n < 2; n += 1) expect((await attempt('203.0.113.1', n)).statusCode).toBe(401);
  expect((await attempt('203.0.113.1', 2)).statusCode).toBe(429);
  return (await attempt('203.0.113.2', 3)).statusCode === 429;
}

describe('clients behind a proxy', () => {
  const options = { seed: false, app: { loginRateLimit: { max: 2 } } } as const;
  const trusting = setupTestContext({ ...options, config: { env: { TRUST_PROXY: '127.0.0.1' } } });
  const untrusting = setupTestContext(options);

  it('with TRUST_PROXY naming the proxy, each forwarded client has its own login limit', async () => {
    expect(await limitedAfterOtherClient(trusting())).toBe(false);
  });

  it('without it, a forged X-Forwarded-For is ignored: every client behind the proxy shares one limit', async () => {
    expect(await limitedAfterOtherClient(untrusting())).toBe(true);
  });
});
