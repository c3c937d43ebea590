import { getPaymentEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { memberPayment } from '../../payments/member-payments';

/**
 * GET /api/payment.php?id=: one of the member's payments as it stands: the status page asks until it is final, and listens for the
 * realtime `payment` event. Never cached: a status changes.
 */
export const getPaymentRoute: RouteModule = (app, { db }) => {
  route(app, getPaymentEndpoint, async (request, viewer) => {
    return memberPayment(db, viewer.userId, request.query.id);
  });
};
