import { swipeUnpassEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { swipeUnpass } from '../../swipe/swipe';

/** DELETE /api/swipe-pass.php `{ profile }` (auth, idempotent): removes only the member's own pass, so it needs no visibility check. */
export const swipeUnpassRoute: RouteModule = (app, { db }) => {
  route(app, swipeUnpassEndpoint, async (request, viewer) => {
    await swipeUnpass(db, viewer.profileId, request.body.profile);
    return { passed: false };
  });
};
