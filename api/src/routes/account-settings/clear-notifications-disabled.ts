import { clearNotificationsDisabledEndpoint } from '@dating/shared/contracts/index';
import { clearNotificationsDisabled } from '../../account-settings/account-flags';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { viewerUserResponse } from '../../members/user-record';

/**
 * DELETE /api/notifications-disabled.php: e-mails again after a bounce, complaint or unsubscribe.
 * Answers the updated `{ user }`, so the browser can publish it on the bus at once.
 */
export const clearNotificationsDisabledRoute: RouteModule = (app, { db }) => {
  route(app, clearNotificationsDisabledEndpoint, async (request, viewer) => {
    await clearNotificationsDisabled(db, viewer.userId);
    return viewerUserResponse(db, viewer.userId);
  });
};
