import { createPaymentEndpoint, getPaymentEndpoint, listPaymentsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { createPayment, memberPayment, memberPayments } from '../../payments/member-payments';
import { siteOrigin } from '../../sites/site-origin';

/**
 * A member's payments: start one (POST /api/payment.php), read one as it stands (the status page asks until
 * it is final, and listens for the realtime `payment` event), list them. Never cached: a status changes.
 */
export const memberPaymentsRoute: RouteModule = (app, { db, sites, payments, config }) => {
  route(app, createPaymentEndpoint, async (request, viewer) => {
    const site = await sites.forHost(request.headers.host);
    return createPayment(db, payments.provider, {
      userId: viewer.userId,
      siteId: site.id,
      origin: siteOrigin({ config }, site),
      returnOrigin: siteOrigin({ config }, site, request.headers.host),
      request: request.body,
      log: request.log,
    });
  });

  route(app, getPaymentEndpoint, async (request, viewer) => {
    return memberPayment(db, viewer.userId, request.query.id);
  });

  route(app, listPaymentsEndpoint, async (request, viewer) => {
    return { payments: await memberPayments(db, viewer.userId) };
  });
};
