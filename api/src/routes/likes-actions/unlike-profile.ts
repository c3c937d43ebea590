import { unlikeProfileEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { unlikeProfile } from '../../likes/unlike-profile';

/** DELETE /api/like.php `{ profile }` → `{ liked: false }` (auth, idempotent): removes the member's own like only. */
export const unlikeProfileRoute: RouteModule = (app, { db, realtime }) => {
  route(app, unlikeProfileEndpoint, async (request, viewer) => {
    await unlikeProfile(db, viewer.profileId, request.body.profile, realtime);
    return { liked: false as const };
  });
};
