import { staffLogoutEverywhereEndpoint } from '@dating/shared/contracts/staff';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { logOutEverywhere } from '../../staff/staff-login';
import { clearStaffSessionCookie } from '../../staff/staff-sessions';

/** POST /api/staff/logout-everywhere.php → every staff session of this staff member ended: `{ staff: null }`. */
export const staffLogoutEverywhereRoute: RouteModule = (app, ctx) => {
  route(app, staffLogoutEverywhereEndpoint, async (_request, staff, reply) => {
    await logOutEverywhere(ctx, staff, new Date());
    clearStaffSessionCookie(reply, ctx.config.cookieSecure);
    return { staff: null };
  });
};
