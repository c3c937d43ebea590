import { listInterestsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { listInterests } from '../../catalog/catalog-lists';
import { route } from '../../http/endpoint-route';

/** GET /api/interests.php: every interest with its icon, in catalogue order. */
export const listInterestsRoute: RouteModule = (app, { db }) => {
  route(app, listInterestsEndpoint, async () => {
    const rows = await listInterests(db);
    return { interests: rows };
  });
};
