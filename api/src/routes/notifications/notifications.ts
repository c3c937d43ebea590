import { listNotificationsEndpoint, markNotificationsReadEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { listNotifications, markNotificationsRead } from '../../notifications/in-app-notifications';

/**
 * GET /api/notifications.php?page=N — the member's own in-app notifications, newest first, paged.
 * PUT /api/notifications.php `{ ids }` or `{ all: true }` — marks them read. Every query is bounded
 * by the session's user id: ids of someone else's notifications change nothing.
 */
export const notificationsRoutes: RouteModule = (app, { db }) => {
  route(app, listNotificationsEndpoint, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = await requireViewer(db, request);
    return listNotifications(db, viewer.userId, request.query.page);
  });

  route(app, markNotificationsReadEndpoint, {}, async (request) => {
    const viewer = await requireViewer(db, request);
    return { unread: await markNotificationsRead(db, viewer.userId, request.body.ids) };
  });
};
