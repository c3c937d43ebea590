import { eraseMemberEndpoint } from '@dating/shared/contracts/staff-members';
import type { RouteModule } from '../../../app-context';
import { route } from '../../../http/endpoint-route';
import { eraseMember } from '../../../staff/members/member-actions';

/** POST /api/staff/member-erasure.php (moderators, admins) → the account erased now. */
export const eraseMemberRoute: RouteModule = (app, ctx) => {
  route(app, eraseMemberEndpoint, async (request, staff) => {
    await eraseMember(ctx, { memberUserId: request.body.member, reason: request.body.reason, actor: staff, now: new Date() });
    return { ok: true as const };
  });
};
