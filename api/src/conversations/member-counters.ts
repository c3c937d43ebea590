import { and, count, eq, isNull } from 'drizzle-orm';
import type { RealtimeEvent } from '@dating/shared/contracts/index';
import { readAccount } from '../credits/ledger';
import type { DbOrTx } from '../db/database';
import { likes, profiles, users } from '../db/schema';
import { notBlockedWith } from '../members/blocks';
import { openToContacts } from '../members/member-profile';
import { totalUnread } from './unread-total';

/** New received likes, counted as the likes list counts `total_new` (members/likes-list.ts): shown profiles only. */
async function newLikes(db: DbOrTx, profileId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(likes)
    .innerJoin(profiles, eq(profiles.id, likes.fromProfileId))
    .where(
      and(
        eq(likes.toProfileId, profileId),
        eq(likes.isNew, true),
        isNull(profiles.deletedAt),
        openToContacts(),
        notBlockedWith(profileId, likes.fromProfileId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The member's `counters` event (nav badges, title, app badge, credits badge) as it stands in `db`
 * — inside the cause's transaction, after the member's seq was allocated (realtime/member-events.ts).
 */
export async function memberCounters(db: DbOrTx, member: { userId: number; profileId: number }): Promise<RealtimeEvent> {
  const [unread, liked, account, [user]] = await Promise.all([
    totalUnread(db, member.profileId),
    newLikes(db, member.profileId),
    readAccount(db, member.userId),
    db.select({ premium: users.paidUser }).from(users).where(eq(users.id, member.userId)),
  ]);
  return { kind: 'counters', unread_messages: unread, new_likes: liked, credits: account.balance, premium: user?.premium ?? false };
}
