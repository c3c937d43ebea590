import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  MarkNotificationsReadRequestSchema,
  MarkNotificationsReadResponseSchema,
  NOTIFICATIONS_PAGE_SIZE,
  NotificationsQuerySchema,
  NotificationsResponseSchema,
} from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema';

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * GET /api/notifications.php?page=N — the member's own in-app notifications, newest first, paged.
 * PUT /api/notifications.php `{ ids }` or `{ all: true }` — marks them read. Every query is bounded
 * by the session's user id: ids of someone else's notifications change nothing.
 */
export const notificationsRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/api/notifications.php',
    { schema: { querystring: NotificationsQuerySchema, response: { 200: NotificationsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = await requireViewer(db, request);
      const { page } = request.query;
      const [rows, [total], unread] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, viewer.userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(NOTIFICATIONS_PAGE_SIZE)
          .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE),
        db.select({ n: count() }).from(notifications).where(eq(notifications.userId, viewer.userId)),
        unreadCount(db, viewer.userId),
      ]);
      return {
        notifications: rows.map((row) => ({
          id: row.id,
          type: row.type,
          payload: row.payload,
          read: row.readAt !== null,
          created_at: row.createdAt.toISOString(),
        })),
        page,
        per_page: NOTIFICATIONS_PAGE_SIZE,
        total: total?.n ?? 0,
        unread,
      };
    },
  );

  app.put(
    '/api/notifications.php',
    { schema: { body: MarkNotificationsReadRequestSchema, response: { 200: MarkNotificationsReadResponseSchema } } },
    async (request) => {
      const viewer = await requireViewer(db, request);
      const { ids } = request.body;
      const mine = and(eq(notifications.userId, viewer.userId), isNull(notifications.readAt));
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
      return { unread: await unreadCount(db, viewer.userId) };
    },
  );
};
