import type { RouteModule } from '../../app-context';
import { landerRoute } from './lander';
import { landingProfileRoute } from './landing-profile';
import { landingVisitRoutes } from './landing-visits';

/** The landers' calls (issue #19): lander data, the member landing profile, bounce logging. */
export const landersRoutes: RouteModule = (app, ctx) => {
  landerRoute(app, ctx);
  landingProfileRoute(app, ctx);
  landingVisitRoutes(app, ctx);
};
