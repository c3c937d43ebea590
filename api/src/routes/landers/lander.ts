import { landerEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { buildLander } from '../../landers/lander';

/**
 * GET /api/lander.php (no login): the slug's variant, the visitor's GeoIP country and the fictional
 * profiles chosen for them, the places for the map lander (landers/lander.ts). Private: the answer
 * depends on the visitor's country; a minute's cache spares a reload, the day's order keeps it stable.
 */
export const landerRoute: RouteModule = (app, { db, geo }) => {
  route(app, landerEndpoint, async (request, viewer) => {
    const country = await geo.resolve(request);
    return buildLander(db, {
      name: request.query.name,
      slug: request.query.slug,
      country,
      viewerProfileId: viewer?.profileId ?? null,
      now: new Date(),
    });
  });
};
