import { AccountSettingsUserResponseSchema, PasswordChangeRequestSchema } from '@dating/shared/contracts/index';
import { changePassword } from '../../account-settings/password-change';
import type { RouteModule } from '../../app-context';
import { createSession, setSessionCookie } from '../../auth/sessions';
import { requireViewer } from '../../auth/viewer';
import { authenticationRequired } from '../../http/errors';
import { loadUser } from '../../members/user-record';

/** Per IP: each try costs an argon2id verification, and the old password must not be guessable. */
export const PASSWORD_CHANGE_IP_LIMIT = { max: 10, timeWindow: 15 * 60_000 };

/**
 * POST /api/password-change.php `{ old_password, password, password_repeat }`: every session of the
 * member ends (other devices are logged out) and this browser gets a fresh session id.
 */
export const passwordChangeRoute: RouteModule = (app, { db, config }) => {
  app.post(
    '/api/password-change.php',
    { schema: { body: PasswordChangeRequestSchema, response: { 200: AccountSettingsUserResponseSchema } }, config: { rateLimit: PASSWORD_CHANGE_IP_LIMIT } },
    async (request, reply) => {
      const viewer = await requireViewer(db, request);
      reply.header('cache-control', 'no-store');
      await changePassword(db, viewer.userId, request.body.old_password, request.body.password, new Date());
      const session = await createSession(db, viewer.userId, { userAgent: request.headers['user-agent'], ip: request.ip });
      setSessionCookie(reply, session.token, config.cookieSecure);
      const user = await loadUser(db, viewer.userId);
      if (!user) throw authenticationRequired();
      return { user };
    },
  );
};
