import { disableStaffAccountEndpoint } from '@dating/shared/contracts/staff-admin';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { ApiError, notFound } from '../../http/errors';
import { disableStaffAccount } from '../../staff/staff-team';

/** POST /api/staff/account-disabling.php `{ staff, reason }` (admins) → the account, disabled, its sessions ended. */
export const disableStaffAccountRoute: RouteModule = (app, ctx) => {
  route(app, disableStaffAccountEndpoint, async (request, admin) => {
    const outcome = await ctx.db.transaction((tx) =>
      disableStaffAccount(tx, { staffId: request.body.staff, reason: request.body.reason, actor: admin }, new Date()),
    );
    if (outcome.ok) return { staff: outcome.account };
    if (outcome.reason === 'self') throw new ApiError(409, 'staff_self_disable', 'You cannot disable your own account.');
    throw notFound('No such staff account.');
  });
};
