import { listLikesPageEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { loadLikesPage } from '../../likes/likes-tabs';

/** GET /api/likes-list.php?type=received|sent|matches&page= (auth): one page of a likes tab. */
export const listLikesPageRoute: RouteModule = (app, { db }) => {
  route(app, listLikesPageEndpoint, async (request, viewer) => {
    return loadLikesPage(db, viewer.profileId, request.query.type, request.query.page);
  });
};
