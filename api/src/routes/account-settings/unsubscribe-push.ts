import { unsubscribePushEndpoint } from '@dating/shared/contracts/index';
import { removePushSubscriptions } from '../../account-settings/account-flags';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { viewerUserResponse } from '../../members/user-record';

/**
 * DELETE /api/push-subscription.php: push off for the member. Answers the updated `{ user }`, so the
 * browser can publish it on the bus at once.
 */
export const unsubscribePushRoute: RouteModule = (app, { db }) => {
  route(app, unsubscribePushEndpoint, async (request, viewer) => {
    await removePushSubscriptions(db, viewer.userId);
    return viewerUserResponse(db, viewer.userId);
  });
};
