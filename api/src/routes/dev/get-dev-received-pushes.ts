import { getDevReceivedPushesEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { devPushService, guardDevPushService } from './push-service';

/** GET /api/dev/push-received.php?endpoint=: what that endpoint of the development push service (./push-service.ts) received, decrypted, oldest first. */
export const getDevReceivedPushesRoute: RouteModule = (app, ctx) => {
  const service = devPushService(ctx);

  route(app, getDevReceivedPushesEndpoint, async (request) => {
    guardDevPushService(ctx);
    return {
      pushes: service.received(request.query.endpoint).map((push) => ({
        payload: push.payload,
        ttl: push.ttl,
        topic: push.topic,
        urgency: push.urgency,
        headers: push.headers,
        vapid: { aud: push.vapid.aud, exp: push.vapid.exp, sub: push.vapid.sub, public_key: push.vapid.publicKey },
        received_at: push.receivedAt.toISOString(),
      })),
    };
  });
};
