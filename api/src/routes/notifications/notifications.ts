import { listNotificationsEndpoint, markNotificationsReadEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { listNotifications, markNotificationsRead } from '../../notifications/in-app-notifications';

/**
 * GET /api/notifications.php?page=N — the member's own in-app notifications, newest first, paged.
 * PUT /api/notifications.php `{ ids }` or `{ all: true }` — marks them read. Every query is bounded
 * by the session's user id: ids of someone else's notifications change nothing.
 */
export const notificationsRoutes: RouteModule = (app, { db }) => {
  route(app, listNotificationsEndpoint, async (request, viewer) => {
    return listNotifications(db, viewer.userId, request.query.page);
  });

  route(app, markNotificationsReadEndpoint, async (request, viewer) => {
    return { unread: await markNotificationsRead(db, viewer.userId, request.body.ids) };
  });
};
