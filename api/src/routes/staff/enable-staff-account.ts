import { enableStaffAccountEndpoint } from '@dating/shared/contracts/staff-admin';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { enableStaffAccount } from '../../staff/staff-team';

/** POST /api/staff/account-enabling.php `{ staff }` (admins) → the account, able to log in again. */
export const enableStaffAccountRoute: RouteModule = (app, ctx) => {
  route(app, enableStaffAccountEndpoint, async (request, admin) => {
    const account = await ctx.db.transaction((tx) => enableStaffAccount(tx, { staffId: request.body.staff, actor: admin }, new Date()));
    if (!account) throw notFound('No such staff account.');
    return { staff: account };
  });
};
