import { searchMembersForStaffEndpoint } from '@dating/shared/contracts/staff-members';
import type { RouteModule } from '../../../app-context';
import { route } from '../../../http/endpoint-route';
import { searchMembersForStaff } from '../../../staff/members/member-search';

/** GET /api/staff/members.php?q= (moderators, support, admins) → the members the box's text names. */
export const searchMembersForStaffRoute: RouteModule = (app, ctx) => {
  route(app, searchMembersForStaffEndpoint, async (request) => ({ members: await searchMembersForStaff(ctx.db, request.query.q) }));
};
