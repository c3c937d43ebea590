import { resetPasswordEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { startSession } from '../../auth/login';
import { consumeResetToken } from '../../auth/reset-tokens';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { loadUser } from '../../members/user-record';

/** English text for logs and api users; the browser shows the translation of the code. */
const LINK_INVALID_MESSAGE = 'Link expired or invalid, request a new email';

/**
 * POST /api/password-reset-do.php `{ token, password, password_repeat }` → the new password, every
 * session of the member ended, a fresh one for this browser.
 */
export const resetPasswordRoute: RouteModule = (app, ctx) => {
  const { db } = ctx;

  route(app, resetPasswordEndpoint, async (request, _viewer, reply) => {
    const { token, password } = request.body;
    // Password, token and every session of the member change together, or not at all.
    const userId = await db.transaction((tx) => consumeResetToken(tx, token, password, new Date()));
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
