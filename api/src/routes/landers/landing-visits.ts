import { endLandingVisitEndpoint, startLandingVisitEndpoint } from '@dating/shared/contracts/index';
import type { App, RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { acceptBeaconBody } from '../../http/beacon-body';
import { endLandingVisit, startLandingVisit } from '../../landers/landing-visits';

/**
 * POST /api/landing-visit.php (the app's client, with its header): a visit of a landing page opened
 * with `lb` begins; answers its id. POST /api/landing-visit-end.php: its end, sent with
 * navigator.sendBeacon — so without the client header (csrf.ts exempts it; an Origin is still checked)
 * and as text/plain or application/json, hence the lenient beacon body (http/beacon-body.ts). The first
 * end counts; an unknown visit is a quiet ok.
 */
export const landingVisitRoutes: RouteModule = (app, { db, sites }) => {
  route(app, startLandingVisitEndpoint, async (request) => {
    const site = await sites.forHost(request.headers.host);
    return { visit: await startLandingVisit(db, { ...request.body, siteId: site.id, now: new Date() }) };
  });

  app.register(async (scope: App) => {
    acceptBeaconBody(scope);
    route(scope, endLandingVisitEndpoint, async (request) => {
      await endLandingVisit(db, { ...request.body, now: new Date() });
      return { ok: true as const };
    });
  });
};
