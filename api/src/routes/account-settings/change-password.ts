import { changePasswordEndpoint } from '@dating/shared/contracts/index';
import { changePassword } from '../../account-settings/password-change';
import type { RouteModule } from '../../app-context';
import { startSession } from '../../auth/login';
import { route } from '../../http/endpoint-route';
import { viewerUserResponse } from '../../members/user-record';

/**
 * POST /api/password-change.php `{ old_password, password, password_repeat }`: every session of the
 * member ends (other devices are logged out) and this browser gets a fresh session id.
 */
export const changePasswordRoute: RouteModule = (app, ctx) => {
  route(app, changePasswordEndpoint, async (request, viewer, reply) => {
    await changePassword(ctx.db, viewer.userId, request.body.old_password, request.body.password, new Date());
    await startSession(ctx, request, reply, viewer.userId);
    // Every socket of the member belonged to a session that just ended, this browser's too.
    ctx.realtime.sessionsChanged(viewer.userId);
    return viewerUserResponse(ctx.db, viewer.userId);
  });
};
