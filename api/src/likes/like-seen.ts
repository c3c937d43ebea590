import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { likes } from '../db/schema';
import { memberCounters } from '../conversations/member-counters';
import type { EventPublisher } from '../realtime/broker';
import { recordEvents } from '../realtime/member-events';
import { countNewLikes } from './likes-tabs';

/**
 * Clears the new-like flag of the like `likerProfileId` gave the member — the member opened the
 * liker's profile (GET /api/profile.php) or a screen said so (POST /api/like-seen.php). Only a like *to*
 * the member is ever touched, so nobody else's opening can clear it. When a flag was cleared, the
 * member's tabs hear the new totals at once (`counters`, in the same transaction); a flag already
 * clear records nothing. Answers the member's new-likes total.
 */
export async function markLikeSeen(
  db: Db,
  member: { userId: number; profileId: number },
  likerProfileId: number,
  events?: EventPublisher,
): Promise<number> {
  const woken = await db.transaction(async (tx) => {
    const cleared = await tx
      .update(likes)
      .set({ isNew: false })
      .where(and(eq(likes.fromProfileId, likerProfileId), eq(likes.toProfileId, member.profileId), eq(likes.isNew, true)))
      .returning({ id: likes.id });
    if (cleared.length === 0) return [];
    return recordEvents(tx, [{ userId: member.userId, event: () => memberCounters(tx, member) }]);
  });
  events?.publish(woken);
  return countNewLikes(db, member.profileId);
}

/**
 * As markLikeSeen, for the profile view: a flag to clear is the rare case, so the common view costs
 * one indexed read (likes_pair) and no transaction.
 */
export async function markLikeSeenOnView(
  db: Db,
  member: { userId: number; profileId: number },
  likerProfileId: number,
  events?: EventPublisher,
): Promise<void> {
  const [like] = await db
    .select({ isNew: likes.isNew })
    .from(likes)
    .where(and(eq(likes.fromProfileId, likerProfileId), eq(likes.toProfileId, member.profileId)));
  if (like?.isNew) await markLikeSeen(db, member, likerProfileId, events);
}
