import { and, count, eq, sql } from 'drizzle-orm';
import type { RealtimeEvent } from '@dating/shared/contracts/index';
import type { DbOrTx } from '../db/database';
import { creditAccounts, likes, profiles, users } from '../db/schema';
import { shownWith } from '../likes/likes-tabs';
import { totalUnreadQuery } from './unread-total';

/** New received likes, counted as the likes lists count `total_new` (likes/likes-tabs.ts `shownWith`): shown profiles only. */
function newLikesQuery(db: DbOrTx, profileId: number) {
  return db
    .select({ n: count() })
    .from(likes)
    .innerJoin(profiles, eq(profiles.id, likes.fromProfileId))
    .where(and(eq(likes.toProfileId, profileId), eq(likes.isNew, true), shownWith(profileId, likes.fromProfileId)));
}

/**
 * The member's `counters` event (nav badges, title, app badge, credits badge) as it stands in `db`
 * — inside the cause's transaction, after the member's seq was allocated (realtime/member-events.ts).
 * One statement (the counts as scalar subqueries): it runs inside every send, for both members.
 */
export async function memberCounters(db: DbOrTx, member: { userId: number; profileId: number }): Promise<RealtimeEvent> {
  const [row] = await db
    .select({
      unread: sql<number>`(${totalUnreadQuery(db, member.profileId)})`.mapWith(Number),
      liked: sql<number>`(${newLikesQuery(db, member.profileId)})`.mapWith(Number),
      // Below 0 only after a chargeback: shown as 0.
      credits: sql<number>`greatest(coalesce(${creditAccounts.balance}, 0), 0)`.mapWith(Number),
      premium: users.paidUser,
    })
    .from(users)
    .leftJoin(creditAccounts, eq(creditAccounts.userId, users.id))
    .where(eq(users.id, member.userId));
  return {
    kind: 'counters',
    unread_messages: row?.unread ?? 0,
    new_likes: row?.liked ?? 0,
    credits: row?.credits ?? 0,
    premium: row?.premium ?? false,
  };
}
