import { swipeStackEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { loadSwipeStack } from '../../swipe/swipe';

/** GET /api/swipe.php (auth): the swipe game's next cards and today's likes left. */
export const swipeStackRoute: RouteModule = (app, { db, sites }) => {
  route(app, swipeStackEndpoint, async (request, viewer) => {
    const { settings } = await sites.forHost(request.headers.host);
    return loadSwipeStack(db, viewer.profileId, settings);
  });
};
