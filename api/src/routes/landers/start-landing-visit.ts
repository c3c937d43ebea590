import { startLandingVisitEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { startLandingVisit } from '../../landers/landing-visits';

/**
 * POST /api/landing-visit.php (the app's client, with its header): a visit of a landing page opened
 * with `lb` begins, for the bounce logging; answers its id.
 */
export const startLandingVisitRoute: RouteModule = (app, { db, sites }) => {
  route(app, startLandingVisitEndpoint, async (request) => {
    const site = await sites.forHost(request.headers.host);
    return { visit: await startLandingVisit(db, { ...request.body, siteId: site.id, now: new Date() }) };
  });
};
