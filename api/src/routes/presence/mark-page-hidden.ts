import { markPageHiddenEndpoint } from '@dating/shared/contracts/index';
import type { App, RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { acceptBeaconBody } from '../../http/beacon-body';
import { markOffline } from '../../members/presence';

/**
 * POST /api/page-hidden.php, sent with navigator.sendBeacon when the page becomes hidden.
 * It reads the lenient beacon body (http/beacon-body.ts): empty → {}. Marks the member offline; logged out → no-op.
 */
export const markPageHiddenRoute: RouteModule = (app, { db }) => {
  app.register(async (scope: App) => {
    acceptBeaconBody(scope);
    route(scope, markPageHiddenEndpoint, async (request, viewer) => {
      if (viewer) await markOffline(db, viewer.profileId);
      return { ok: true as const };
    });
  });
};
