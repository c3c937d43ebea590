import { RegionsResponseSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { listRegions } from '../../catalog/catalog-lists';

/** GET /api/regions.php: the regions of every supported country, by country then name. */
export const regionsRoute: RouteModule = (app, { db }) => {
  app.get('/api/regions.php', { schema: { response: { 200: RegionsResponseSchema } } }, async (_request, reply) => {
    const list = await listRegions(db);
    reply.header('cache-control', 'public, max-age=300');
    return { regions: list };
  });
};
