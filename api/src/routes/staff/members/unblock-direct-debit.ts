import { unblockDirectDebitEndpoint } from '@dating/shared/contracts/staff-members';
import type { RouteModule } from '../../../app-context';
import { route } from '../../../http/endpoint-route';
import { unblockDirectDebit } from '../../../staff/members/member-actions';

/** POST /api/staff/direct-debit-unblock.php (support, admins) → the member may pay by direct debit again. */
export const unblockDirectDebitRoute: RouteModule = (app, ctx) => {
  route(app, unblockDirectDebitEndpoint, async (request, staff) => {
    await unblockDirectDebit(ctx, { memberUserId: request.body.member, reason: request.body.reason, actor: staff });
    return { ok: true as const };
  });
};
