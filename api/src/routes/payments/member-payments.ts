import { createPaymentEndpoint, getPaymentEndpoint, listPaymentsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { sessionToken } from '../../auth/sessions';
import { requireViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { createPayment, memberPayment, memberPayments } from '../../payments/member-payments';
import { siteOrigin } from '../../sites/site-origin';

/**
 * A member's payments: start one (POST /api/payment.php), read one as it stands (the status page asks until
 * it is final, and listens for the realtime `payment` event), list them. Never cached: a status changes.
 */
export const memberPaymentsRoute: RouteModule = (app, { db, sites, payments, config }) => {
  // Each start opens a checkout at the provider: a member starts a few, not dozens a minute.
  const rateLimit = {
    max: 20,
    timeWindow: 60_000,
    keyGenerator: (request: Parameters<typeof sessionToken>[0]) => sessionToken(request) ?? request.ip,
  };

  route(app, createPaymentEndpoint, { config: { rateLimit } }, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const site = await sites.forHost(request.headers.host);
    reply.header('cache-control', 'no-store');
    return createPayment(db, payments.provider, {
      userId: viewer.userId,
      siteId: site.id,
      origin: siteOrigin({ config }, site),
      returnOrigin: siteOrigin({ config }, site, request.headers.host),
      request: request.body,
      log: request.log,
    });
  });

  route(app, getPaymentEndpoint, {}, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    reply.header('cache-control', 'no-store');
    return memberPayment(db, viewer.userId, request.query.id);
  });

  route(app, listPaymentsEndpoint, {}, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    reply.header('cache-control', 'no-store');
    return { payments: await memberPayments(db, viewer.userId) };
  });
};
