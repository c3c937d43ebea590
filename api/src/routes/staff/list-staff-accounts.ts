import { listStaffAccountsEndpoint } from '@dating/shared/contracts/staff-admin';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { listStaffAccounts } from '../../staff/staff-team';

/** GET /api/staff/accounts.php (admins) → `{ staff: [...] }`, every account, disabled ones included. */
export const listStaffAccountsRoute: RouteModule = (app, ctx) => {
  route(app, listStaffAccountsEndpoint, async () => ({ staff: await listStaffAccounts(ctx.db) }));
};
