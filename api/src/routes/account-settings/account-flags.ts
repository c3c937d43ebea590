import {
  clearNotificationsDisabledEndpoint,
  unsubscribePushEndpoint,
  updateInvisibleModeEndpoint,
  updateReadReceiptsEndpoint,
} from '@dating/shared/contracts/index';
import { clearNotificationsDisabled, removePushSubscriptions, setInvisible } from '../../account-settings/account-flags';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { viewerUserResponse } from '../../members/user-record';
import { setReadReceipts } from '../../realtime/read-receipts';

/**
 * PUT /api/invisible-mode.php `{ invisible }`, PUT /api/read-receipts.php `{ read_receipts }` (off:
 * the member sends none and sees none; docs/realtime.md), DELETE /api/notifications-disabled.php (e-mails
 * again after a bounce, complaint or unsubscribe) and DELETE /api/push-subscription.php (push off
 * for the member). All answer the updated `{ user }`, so the
 * browser can publish it on the bus at once.
 */
export const accountFlagRoutes: RouteModule = (app, { db }) => {
  route(app, updateInvisibleModeEndpoint, async (request, viewer) => {
    await setInvisible(db, viewer.userId, request.body.invisible);
    return viewerUserResponse(db, viewer.userId);
  });

  route(app, updateReadReceiptsEndpoint, async (request, viewer) => {
    await setReadReceipts(db, viewer.userId, request.body.read_receipts);
    return viewerUserResponse(db, viewer.userId);
  });

  route(app, clearNotificationsDisabledEndpoint, async (request, viewer) => {
    await clearNotificationsDisabled(db, viewer.userId);
    return viewerUserResponse(db, viewer.userId);
  });

  route(app, unsubscribePushEndpoint, async (request, viewer) => {
    await removePushSubscriptions(db, viewer.userId);
    return viewerUserResponse(db, viewer.userId);
  });
};
