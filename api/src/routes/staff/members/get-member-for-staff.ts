import { getMemberForStaffEndpoint } from '@dating/shared/contracts/staff-members';
import type { RouteModule } from '../../../app-context';
import { route } from '../../../http/endpoint-route';
import { notFound } from '../../../http/errors';
import { recordStaffAction } from '../../../staff/audit-log';
import { loadMemberPage } from '../../../staff/members/member-page';

/** GET /api/staff/member.php?member= → the member's page; the opening is written to the audit log. */
export const getMemberForStaffRoute: RouteModule = (app, ctx) => {
  route(app, getMemberForStaffEndpoint, async (request, staff) => {
    const member = await loadMemberPage(ctx.db, request.query.member, ctx.geo.countryOfAddress);
    if (!member) throw notFound('No such member.');
    await ctx.db.transaction((tx) =>
      recordStaffAction(tx, {
        actor: staff,
        action: 'member_viewed',
        memberUserId: member.user_id,
        ...(member.profile_id === null ? {} : { profileId: member.profile_id }),
      }),
    );
    return { member };
  });
};
