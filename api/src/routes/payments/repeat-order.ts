import { createRepeatOrderEndpoint, getRepeatOrderEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { sessionToken } from '../../auth/sessions';
import { requireViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { buyAgain, repeatOrder } from '../../payments/repeat-order';
import { siteOrigin } from '../../sites/site-origin';

/** The last order bought again (route `credits-repeat-order`): what it would be, and buying it. Never cached. */
export const repeatOrderRoute: RouteModule = (app, { db, sites, payments, config }) => {
  // Like POST /api/payment.php: each buy reaches the provider.
  const rateLimit = {
    max: 20,
    timeWindow: 60_000,
    keyGenerator: (request: Parameters<typeof sessionToken>[0]) => sessionToken(request) ?? request.ip,
  };

  route(app, getRepeatOrderEndpoint, {}, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const site = await sites.forHost(request.headers.host);
    reply.header('cache-control', 'no-store');
    return repeatOrder(db, payments.provider, { userId: viewer.userId, siteId: site.id });
  });

  route(app, createRepeatOrderEndpoint, { config: { rateLimit } }, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const site = await sites.forHost(request.headers.host);
    reply.header('cache-control', 'no-store');
    return buyAgain(db, payments.provider, {
      userId: viewer.userId,
      siteId: site.id,
      origin: siteOrigin({ config }, site),
      returnOrigin: siteOrigin({ config }, site, request.headers.host),
      clientId: request.body.client_id,
      withdrawalConsent: request.body.withdrawal_consent,
      log: request.log,
    });
  });
};
