import { listLikesEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { loadLikes } from '../../likes/likes-list';

/** GET /api/likes.php (auth): received and sent likes with their profiles. */
export const listLikesRoute: RouteModule = (app, { db }) => {
  route(app, listLikesEndpoint, {}, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    reply.header('cache-control', 'no-store');
    return loadLikes(db, viewer.profileId);
  });
};
