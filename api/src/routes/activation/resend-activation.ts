import { ACTIVATION_DAILY_LIMIT_MESSAGE, ALREADY_CONFIRMED_MESSAGE, resendActivationEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { sendActivationMail } from '../../accounts/activation-mail';
import { route } from '../../http/endpoint-route';
import { ApiError, authenticationRequired } from '../../http/errors';
import { accountContact } from '../../members/user-record';

/**
 * POST /api/activation-resend.php: a logged-in, not yet confirmed member asks for a new confirmation
 * link; a confirmed one is 409, one past the day's limit of mails 429 daily_limit_reached.
 */
export const resendActivationRoute: RouteModule = (app, ctx) => {
  const { db } = ctx;
  route(app, resendActivationEndpoint, async (request, viewer) => {
    const account = await accountContact(db, viewer.userId);
    if (!account) throw authenticationRequired();
    if (account.status === 'confirmed') throw new ApiError(409, 'conflict', ALREADY_CONFIRMED_MESSAGE);
    const sent = await sendActivationMail(ctx, {
      userId: viewer.userId,
      email: account.email,
      locale: account.language,
      host: request.headers.host,
      now: new Date(),
    });
    if (!sent.ok) throw new ApiError(429, 'daily_limit_reached', ACTIVATION_DAILY_LIMIT_MESSAGE);
    return { ok: true as const, email: account.email };
  });
};
