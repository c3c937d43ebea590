import { listNotificationsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { listNotifications } from '../../notifications/in-app-notifications';

/**
 * GET /api/notifications.php?page=N — the member's own in-app notifications, newest first, paged.
 * The query is bounded by the session's user id: nobody reads someone else's.
 */
export const listNotificationsRoute: RouteModule = (app, { db }) => {
  route(app, listNotificationsEndpoint, async (request, viewer) => {
    return listNotifications(db, viewer.userId, request.query.page);
  });
};
