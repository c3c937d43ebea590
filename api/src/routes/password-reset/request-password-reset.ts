import { requestPasswordResetEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requestPasswordReset } from '../../auth/password-reset';
import { route } from '../../http/endpoint-route';

/**
 * POST /api/password-reset.php `{ email }` → a single-use link valid for one hour, by e-mail in the
 * member's language.
 */
export const requestPasswordResetRoute: RouteModule = (app, ctx) => {
  route(app, requestPasswordResetEndpoint, async (request) => {
    const email = await requestPasswordReset(ctx, { email: request.body.email, host: request.headers.host, now: new Date() });
    return { ok: true as const, email };
  });
};
