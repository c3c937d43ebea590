import { endLandingVisitEndpoint } from '@dating/shared/contracts/index';
import type { App, RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { acceptBeaconBody } from '../../http/beacon-body';
import { endLandingVisit } from '../../landers/landing-visits';

/**
 * POST /api/landing-visit-end.php: a landing visit's end, sent with navigator.sendBeacon — so without
 * the client header (csrf.ts exempts it; an Origin is still checked) and as text/plain or
 * application/json, hence the lenient beacon body (http/beacon-body.ts). The first end counts; an
 * unknown visit is a quiet ok.
 */
export const endLandingVisitRoute: RouteModule = (app, { db }) => {
  app.register(async (scope: App) => {
    acceptBeaconBody(scope);
    route(scope, endLandingVisitEndpoint, async (request) => {
      await endLandingVisit(db, { ...request.body, now: new Date() });
      return { ok: true as const };
    });
  });
};
