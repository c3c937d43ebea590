import { ErrorBodySchema, requestPasswordResetEndpoint } from '@dating/shared/contracts/index';
import { inject } from '../../test/inject';
import { rateLimitOf, setupTestContext } from '../../test/test-app';

// Its own app: the per-IP budget it uses up must not reach the other reset tests.
const context = setupTestContext();

it('limits reset requests per IP, so the "not found" answer cannot be used to test many addresses', async () => {
  const ask = (n: number) => inject(context().app, requestPasswordResetEndpoint, { body: { email: `guess-${n}@example.test` } });
  for (let n = 0; n < rateLimitOf(requestPasswordResetEndpoint); n += 1) expect((await ask(n)).statusCode).toBe(404);
  const limited = await ask(rateLimitOf(requestPasswordResetEndpoint));
  expect(limited.statusCode).toBe(429);
  // The per-IP limit is the generic rate limit, not the per-account daily limit of reset mails.
  expect(ErrorBodySchema.parse(limited.json()).error.code).toBe('rate_limited');
  expect(limited.headers['retry-after']).toBeDefined();
});
