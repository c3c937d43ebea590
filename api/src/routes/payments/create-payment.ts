import { createPaymentEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { createPayment } from '../../payments/member-payments';
import { siteOrigin } from '../../sites/site-origin';

/** POST /api/payment.php: starts one of the member's payments. Never cached: a status changes. */
export const createPaymentRoute: RouteModule = (app, { db, sites, payments, config }) => {
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
};
