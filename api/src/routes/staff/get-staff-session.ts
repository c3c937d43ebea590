import { getStaffSessionEndpoint } from '@dating/shared/contracts/staff';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { noSuchEndpoint } from '../../http/errors';
import { loadStaffMember } from '../../staff/staff-accounts';

/** GET /api/staff/session.php → `{ staff: { id, email, role } }` of this browser's staff session. */
export const getStaffSessionRoute: RouteModule = (app, ctx) => {
  route(app, getStaffSessionEndpoint, async (request, staff) => {
    const member = await loadStaffMember(ctx.db, staff.staffId);
    if (!member) throw noSuchEndpoint(request);
    return { staff: member };
  });
};
