import { markNotificationsReadEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { markNotificationsRead } from '../../notifications/in-app-notifications';

/**
 * PUT /api/notifications.php `{ ids }` or `{ all: true }` — marks the member's own in-app
 * notifications read. The query is bounded by the session's user id: ids of someone else's
 * notifications change nothing.
 */
export const markNotificationsReadRoute: RouteModule = (app, { db }) => {
  route(app, markNotificationsReadEndpoint, async (request, viewer) => {
    return { unread: await markNotificationsRead(db, viewer.userId, request.body.ids) };
  });
};
