import { checkPasswordResetLinkEndpoint, requestPasswordResetEndpoint, resetPasswordEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { startSession } from '../../auth/login';
import { requestPasswordReset } from '../../auth/password-reset';
import { consumeResetToken, isResetTokenUsable } from '../../auth/reset-tokens';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { loadUser } from '../../members/user-record';

/** English text for logs and api users; the browser shows the translation of the code. */
const LINK_INVALID_MESSAGE = 'Link expired or invalid, request a new email';

interface PasswordResetOptions {
  /** The clock (tests move it to expire links). */
  now?: () => Date;
}

/**
 * POST /api/password-reset.php `{ email }` → a single-use link valid for one hour, by e-mail in the
 * member's language; GET /api/password-reset-do.php?token= → `{ valid }`, whether the link still
 * works (its page asks on opening; nothing is used up); POST /api/password-reset-do.php
 * `{ token, password, password_repeat }` → the new password, every session of the member ended, a
 * fresh one for this browser.
 */
function createPasswordResetRoutes(options: PasswordResetOptions = {}): RouteModule {
  const now = options.now ?? (() => new Date());
  return (app, ctx) => {
    const { db } = ctx;

    route(app, requestPasswordResetEndpoint, async (request) => {
      const email = await requestPasswordReset(ctx, { email: request.body.email, host: request.headers.host, now: now() });
      return { ok: true as const, email };
    });

    route(app, checkPasswordResetLinkEndpoint, async (request) => {
      return { valid: await isResetTokenUsable(db, request.query.token, now()) };
    });

    route(app, resetPasswordEndpoint, async (request, _viewer, reply) => {
      const { token, password } = request.body;
      // Password, token and every session of the member change together, or not at all.
      const userId = await db.transaction((tx) => consumeResetToken(tx, token, password, now()));
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
}

export const passwordResetRoutes: RouteModule = createPasswordResetRoutes();
