import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';

// Every query here is bounded by the member's user id: ids of someone else's notifications change nothing.

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** One page of the member's in-app notifications, newest first, with the total and unread counts. */
export async function listNotifications(db: Db, userId: number, page: number) {
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    unreadCount(db, userId),
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
}

/** Marks the member's notifications `ids` read, or all of them without ids; returns how many stay unread. */
export async function markNotificationsRead(db: Db, userId: number, ids: readonly number[] | undefined): Promise<number> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
  return unreadCount(db, userId);
}
