import { swipeStackEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { loadSwipeStack } from '../../swipe/swipe';

/** GET /api/swipe.php (auth): the swipe game's next cards and today's likes left. */
export const swipeStackRoute: RouteModule = (app, { db, sites }) => {
  route(app, swipeStackEndpoint, {}, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { settings } = await sites.forHost(request.headers.host);
    reply.header('cache-control', 'no-store');
    return loadSwipeStack(db, viewer.profileId, settings);
  });
};
