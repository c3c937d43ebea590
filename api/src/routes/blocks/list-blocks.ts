import { listBlocksEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { listBlocks } from '../../members/blocks';

/** GET /api/blocks.php: the profiles the member has blocked, for the settings list. */
export const listBlocksRoute: RouteModule = (app, { db }) => {
  route(app, listBlocksEndpoint, async (request, viewer) => {
    return listBlocks(db, viewer.profileId);
  });
};
