import { listRegionsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { listRegions } from '../../catalog/catalog-lists';
import { route } from '../../http/endpoint-route';

/** GET /api/regions.php: the regions of every supported country, by country then name. */
export const listRegionsRoute: RouteModule = (app, { db }) => {
  route(app, listRegionsEndpoint, async () => {
    const list = await listRegions(db);
    return { regions: list };
  });
};
