import { markLikeSeenEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { markLikeSeen } from '../../likes/like-seen';

/** POST /api/like-seen.php `{ profile }` → `{ total_new }` (auth, idempotent): the like that profile gave the member is seen. */
export const markLikeSeenRoute: RouteModule = (app, { db, realtime }) => {
  route(app, markLikeSeenEndpoint, async (request, viewer) => {
    return { total_new: await markLikeSeen(db, viewer, request.body.profile, realtime) };
  });
};
