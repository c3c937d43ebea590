import { ErrorBodySchema } from '@dating/shared/contracts/index';
import { CLIENT, useTestContext } from '../../test/test-app';

// A tight limit so the test needs few requests; production allows 30 a minute per IP.
const context = useTestContext({ seed: false, app: { loginRateLimit: { max: 3, timeWindowMs: 60_000 } } });

it('rate-limits login attempts per IP with the common error body', async () => {
  const attempt = (n: number) =>
    context().app.inject({ method: 'POST', url: '/api/user.php', headers: CLIENT, payload: { email: `user${n}@example.test`, password: 'x' } });
  for (let n = 0; n < 3; n += 1) expect((await attempt(n)).statusCode).toBe(401);
  const limited = await attempt(4);
  expect(limited.statusCode).toBe(429);
  expect(ErrorBodySchema.parse(limited.json()).error.code).toBe('rate_limited');
  expect(limited.headers['retry-after']).toBeDefined();
  // Reads of the same path are not limited.
  expect((await context().app.inject({ method: 'GET', url: '/api/user.php' })).statusCode).toBe(200);
});
