import { resetPasswordEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { startSession } from '../../auth/login';
import { refuseSanctionedMember } from '../../auth/sanction-refusal';
import { consumeResetToken } from '../../auth/reset-tokens';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { loadUser } from '../../members/user-record';

/** English text for logs and api users; the browser shows the translation of the code. */
const LINK_INVALID_MESSAGE = 'Link expired or invalid, request a new email';

/**
 * POST /api/password-reset-do.php `{ token, password, password_repeat }` → the new password, every
 * session of the member ended, a fresh one for this browser. A suspended or banned account keeps its
 * password and gets no session (403 account_suspended with its end, account_banned; the link stays
 * unused): a sanction stops every use of the account, and a new password would open nothing — after a
 * suspension the same link (or a new one) still resets it.
 */
export const resetPasswordRoute: RouteModule = (app, ctx) => {
  const { db } = ctx;

  route(app, resetPasswordEndpoint, async (request, _viewer, reply) => {
    const { token, password } = request.body;
    const now = new Date();
    // Password, token and every session of the member change together, or not at all: a suspended or
    // banned member is refused (the login form's answer) and nothing of it stays — see refuseSanctioned.
    const userId = await db.transaction(async (tx) => {
      const reset = await consumeResetToken(tx, token, password, now);
      if (reset !== null) await refuseSanctionedMember(tx, reset, now);
      return reset;
    });
    if (userId === null) throw new ApiError(400, 'token_invalid', LINK_INVALID_MESSAGE);

    // A fresh session id for this browser (rotation); any cookie it had is ended too.
    await startSession(ctx, request, reply, userId);
    // The member's open sockets belonged to the sessions that just ended.
    ctx.realtime.sessionsChanged(userId);

    const user = await loadUser(db, userId);
    if (!user) throw new ApiError(400, 'token_invalid', LINK_INVALID_MESSAGE);
    return { user };
  });
};
