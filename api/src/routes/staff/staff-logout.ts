import { staffLogoutEndpoint } from '@dating/shared/contracts/staff';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { clearStaffSessionCookie, endStaffSession } from '../../staff/staff-sessions';

/** POST /api/staff/logout.php → this browser's staff session ended, its cookie cleared: `{ staff: null }`. */
export const staffLogoutRoute: RouteModule = (app, ctx) => {
  route(app, staffLogoutEndpoint, async (_request, staff, reply) => {
    await endStaffSession(ctx.db, staff.sessionId);
    clearStaffSessionCookie(reply, ctx.config.cookieSecure);
    return { staff: null };
  });
};
