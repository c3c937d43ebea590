import { listRegionsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { listRegions } from '../../catalog/catalog-lists';
import { route } from '../../http/endpoint-route';

/** GET /api/regions.php: the regions of every supported country, by country then name. */
export const regionsRoute: RouteModule = (app, { db }) => {
  route(app, listRegionsEndpoint, {}, async (_request, reply) => {
    const list = await listRegions(db);
    reply.header('cache-control', 'public, max-age=300');
    return { regions: list };
  });
};
