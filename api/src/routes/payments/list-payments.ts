import { listPaymentsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { memberPayments } from '../../payments/member-payments';

/** GET /api/payments.php: the member's payments. Never cached: a status changes. */
export const listPaymentsRoute: RouteModule = (app, { db }) => {
  route(app, listPaymentsEndpoint, async (request, viewer) => {
    return { payments: await memberPayments(db, viewer.userId) };
  });
};
