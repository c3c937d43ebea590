import { and, eq } from 'drizzle-orm';
import type { LikeResponse } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { likes, notifications, profiles } from '../db/schema';
import { memberCounters } from '../conversations/member-counters';
import type { EventPublisher } from '../realtime/broker';
import { recordEvents } from '../realtime/member-events';

/** Who is liked: the target as findProfileTarget (members/member-profile.ts) found it. */
export interface LikeTarget {
  id: number;
  /** Null for fictional profiles: nobody to notify. */
  userId: number | null;
}

/** Whom a new like notifies, and about what: the liked member's notification row and e-mail. */
export interface LikeNotice {
  userId: number;
  type: 'like' | 'match';
  likerProfileId: number;
  likerName: string;
}

export interface LikeOutcome {
  response: LikeResponse;
  /** Null when nobody is to be told: the like was not new, or the liked profile has no member. */
  notice: LikeNotice | null;
}

/**
 * The in-app notification row a new like leaves for the liked member: the notifications page names
 * the liker and links to their profile. The seed builds its likes' rows with it too, so the demo
 * members' notifications read exactly as a real like's.
 */
export function likeNotificationRow(notice: LikeNotice): typeof notifications.$inferInsert {
  return { userId: notice.userId, type: notice.type, payload: { profile_id: notice.likerProfileId, name: notice.likerName } };
}

/**
 * A like from `fromProfileId` to `target` (POST /api/like.php): one like row per pair, a match when
 * the other side liked back (now or before), and a notification row for the liked member — only when
 * the like is new, so liking twice (a double click, a retried request) changes nothing and notifies
 * nobody twice. The caller mails the `notice` after the commit (likes/like-mail.ts).
 */
export async function likeProfile(db: Db, fromProfileId: number, target: LikeTarget, events?: EventPublisher): Promise<LikeOutcome> {
  const { outcome, woken } = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(likes)
      .values({ fromProfileId, toProfileId: target.id })
      .onConflictDoNothing()
      .returning({ id: likes.id });
    const [back] = await tx
      .select({ id: likes.id })
      .from(likes)
      .where(and(eq(likes.fromProfileId, target.id), eq(likes.toProfileId, fromProfileId)));
    const match = back !== undefined;
    let notice: LikeNotice | null = null;
    if (inserted.length > 0 && target.userId !== null) {
      const [liker] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, fromProfileId));
      notice = { userId: target.userId, type: match ? 'match' : 'like', likerProfileId: fromProfileId, likerName: liker?.name ?? '' };
      await tx.insert(notifications).values(likeNotificationRow(notice));
    }
    // Realtime (docs/realtime.md): the liked member's tabs hear of it with their new-likes counter.
    const liked = target.userId;
    const woken =
      notice && liked !== null
        ? await recordEvents(tx, [
            { userId: liked, event: { kind: notice.type, profile: fromProfileId } },
            { userId: liked, event: () => memberCounters(tx, { userId: liked, profileId: target.id }) },
          ])
        : [];
    return { outcome: { response: { liked: true as const, match }, notice }, woken };
  });
  events?.publish(woken);
  return outcome;
}
