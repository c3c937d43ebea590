import { ErrorBodySchema, signUpEndpoint } from '@dating/shared/contracts/index';
import { CLIENT, setupTestContext } from '../../test/test-app';

// Its own app with a small per-IP budget (signups per hour = the auth routes' logins per minute).
const context = setupTestContext({
  seed: { profiles: 5, photos: 'placeholder' },
  app: { loginRateLimit: { max: 3 } },
});

it('limits signups per IP, whatever their outcome', async () => {
  // Refused bodies count too: the limit guards the e-mail probe ("account exists") as much as the work.
  // A body the contract refuses: sent raw, on the descriptor's path.
  const attempt = () =>
    context().app.inject({ method: signUpEndpoint.method, url: signUpEndpoint.path, headers: CLIENT, payload: { email: 'nope' } });
  for (let n = 0; n < 3; n += 1) expect((await attempt()).statusCode).toBe(400);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(ErrorBodySchema.parse(limited.json()).error.code).toBe('rate_limited');
});
