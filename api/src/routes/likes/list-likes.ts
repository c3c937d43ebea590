import { listLikesEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { loadLikes } from '../../likes/likes-list';

/** GET /api/likes.php (auth): received and sent likes with their profiles. */
export const listLikesRoute: RouteModule = (app, { db }) => {
  route(app, listLikesEndpoint, async (request, viewer) => {
    return loadLikes(db, viewer.profileId);
  });
};
