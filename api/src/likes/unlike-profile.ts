import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { likes, profiles } from '../db/schema';
import { memberCounters } from '../conversations/member-counters';
import type { EventPublisher } from '../realtime/broker';
import { recordEvents } from '../realtime/member-events';
import { lockLikePair } from './like-profile';

/**
 * DELETE /api/like.php: the member's like of `targetProfileId` is gone (idempotent). A pair that was
 * a match is one no more; liking again later is a new like (and a new match event when the other side
 * still likes the member). When the removed like was still new for a member, their new-likes total
 * drops at once (`counters`). The notification row of the like stays: it tells what happened then.
 */
export async function unlikeProfile(db: Db, fromProfileId: number, targetProfileId: number, events?: EventPublisher): Promise<void> {
  const woken = await db.transaction(async (tx) => {
    await lockLikePair(tx, fromProfileId, targetProfileId);
    const [removed] = await tx
      .delete(likes)
      .where(and(eq(likes.fromProfileId, fromProfileId), eq(likes.toProfileId, targetProfileId)))
      .returning({ isNew: likes.isNew });
    if (!removed?.isNew) return [];
    const [target] = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, targetProfileId));
    const userId = target?.userId ?? null;
    if (userId === null) return [];
    return recordEvents(tx, [{ userId, event: () => memberCounters(tx, { userId, profileId: targetProfileId }) }]);
  });
  events?.publish(woken);
}
