import { changePasswordEndpoint, ErrorBodySchema, requestMailChangeEndpoint } from '@dating/shared/contracts/index';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD } from '../../seed/demo-members';
import { inject } from '../../test/inject';
import { loginCookie, rateLimitOf, setupTestContext } from '../../test/test-app';

// Its own app: the per-IP budgets it uses up must not reach the other settings tests.
const context = setupTestContext();

it('limits old-password guesses per IP (each costs an argon2id check), without locking the account', async () => {
  const cookie = await loginCookie(context().app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
  const guess = (n: number) =>
    inject(context().app, changePasswordEndpoint, {
      as: cookie,
      body: { old_password: `guess-${n}`, password: 'a-new-password', password_repeat: 'a-new-password' },
    });
  for (let n = 0; n < rateLimitOf(changePasswordEndpoint); n += 1) expect((await guess(n)).statusCode).toBe(400);
  const limited = await guess(rateLimitOf(changePasswordEndpoint));
  expect(limited.statusCode).toBe(429);
  expect(ErrorBodySchema.parse(limited.json()).error.code).toBe('rate_limited');
  // The wrong guesses were not failed logins: the owner still logs in.
  await expect(loginCookie(context().app, DEMO_FREE_EMAIL, DEMO_PASSWORD)).resolves.toMatch(/^dating_session=/);
});

it("limits mail-change requests per IP, so 'already in use' cannot be used to test many addresses", async () => {
  const cookie = await loginCookie(context().app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
  const ask = (n: number) => inject(context().app, requestMailChangeEndpoint, { as: cookie, body: { email: `not an address ${n}` } });
  for (let n = 0; n < rateLimitOf(requestMailChangeEndpoint); n += 1) expect((await ask(n)).statusCode).toBe(400);
  const limited = await ask(rateLimitOf(requestMailChangeEndpoint));
  expect(limited.statusCode).toBe(429);
  expect(ErrorBodySchema.parse(limited.json()).error.code).toBe('rate_limited');
});
