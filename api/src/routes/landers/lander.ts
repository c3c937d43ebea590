import { landerEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { getViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { buildLander } from '../../landers/lander';

/**
 * Lander reads per address and minute: a visitor opens a lander a few times; a mobile network's shared
 * address (carrier-grade NAT) carries many visitors, so the bar is high — it stops a script, not them.
 */
export const LANDER_READ_LIMIT = { max: 120, timeWindow: 60_000 };

/**
 * GET /api/lander.php (no login): the slug's variant, the visitor's GeoIP country and the fictional
 * profiles chosen for them, the places for the map lander (landers/lander.ts). Private: the answer
 * depends on the visitor's country; a minute's cache spares a reload, the day's order keeps it stable.
 */
export const landerRoute: RouteModule = (app, { db, geo }) => {
  route(app, landerEndpoint, { config: { rateLimit: LANDER_READ_LIMIT } }, async (request, reply) => {
    const [country, viewer] = await Promise.all([geo.resolve(request), getViewer(db, request)]);
    reply.header('cache-control', 'private, max-age=60');
    return buildLander(db, {
      name: request.query.name,
      slug: request.query.slug,
      country,
      viewerProfileId: viewer?.profileId ?? null,
      now: new Date(),
    });
  });
};
