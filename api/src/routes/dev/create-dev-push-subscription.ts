import { createDevPushSubscriptionEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { siteOrigin } from '../../sites/site-origin';
import { devPushService, guardDevPushService, PUSH_PATH } from './push-service';

/**
 * POST /api/dev/push-subscriptions.php `{applicationServerKey}`: a new subscription of the development
 * push service (./push-service.ts), its endpoint on this api's origin.
 */
export const createDevPushSubscriptionRoute: RouteModule = (app, ctx) => {
  const { sites, config } = ctx;
  const service = devPushService(ctx);

  route(app, createDevPushSubscriptionEndpoint, async (request) => {
    guardDevPushService(ctx);
    // On the site's own origin (never the request's Host), which is this very server in development: the
    // api's push jobs post back to this service.
    const site = await sites.forHost(request.headers.host);
    return service.createSubscription(`${siteOrigin({ config }, site)}${PUSH_PATH}`, {
      applicationServerKey: request.body.applicationServerKey,
    });
  });
};
