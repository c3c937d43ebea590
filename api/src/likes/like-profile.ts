import { and, eq, sql } from 'drizzle-orm';
import type { LikeResponse } from '@dating/shared/contracts/index';
import type { Db, Tx } from '../db/database';
import { likes, notifications, profiles } from '../db/schema';
import { memberCounters } from '../conversations/member-counters';
import { enqueueLikeMail } from '../notification-mails/like-mails';
import { enqueuePush } from '../push/push-jobs';
import { pathTo } from '@dating/shared/routes/path-to';
import type { EventPublisher } from '../realtime/broker';
import { recordEvents, type EventEntry } from '../realtime/member-events';

/** Who is liked: the target as findProfileTarget (members/member-profile.ts) found it. */
export interface LikeTarget {
  id: number;
  /** Null for fictional profiles: nobody to notify. */
  userId: number | null;
}

/** Whom a new like notifies, and about what: the liked member's notification row (and e-mail, through the job queue). */
export interface LikeNotice {
  userId: number;
  type: 'like' | 'match';
  likerProfileId: number;
  likerName: string;
}

export interface LikeOutcome {
  response: LikeResponse;
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
 * Serialises everything that reads or writes the likes between two profiles, in either direction,
 * until the transaction ends. Without it two members liking each other at the same moment each
 * insert their like, each look for the other's before it is committed, and neither sees the match.
 * A transaction-level advisory lock (every api process on the database, and PGlite's one), keyed by
 * the unordered pair.
 */
export async function lockLikePair(tx: Tx, a: number, b: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`like-pair:${Math.min(a, b)}:${Math.max(a, b)}`}))`);
}

/**
 * A like inside the caller's transaction (after lockLikePair): what likeProfile does, for callers
 * that count or claim something in the same transaction (the swipe game, the auto-like). Returns the
 * members to wake once the caller committed.
 */
export async function likeInTransaction(
  tx: Tx,
  fromProfileId: number,
  target: LikeTarget,
): Promise<{ outcome: LikeOutcome; woken: number[] }> {
  await lockLikePair(tx, fromProfileId, target.id);
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
  if (inserted.length === 0) return { outcome: { response: { liked: true, match } }, woken: [] };

  const [liker] = await tx.select({ name: profiles.name, userId: profiles.userId }).from(profiles).where(eq(profiles.id, fromProfileId));
  const events: EventEntry[] = [];
  const liked = target.userId;
  if (liked !== null) {
    const notice: LikeNotice = {
      userId: liked,
      type: match ? 'match' : 'like',
      likerProfileId: fromProfileId,
      likerName: liker?.name ?? '',
    };
    await tx.insert(notifications).values(likeNotificationRow(notice));
    // The e-mail goes from the job queue once this commits (notification-mails/like-mails.ts).
    await enqueueLikeMail(tx, { userId: liked, likerProfileId: fromProfileId, type: notice.type });
    await enqueuePush(tx, {
      userId: liked,
      type: 'like',
      topic: 'likes',
      url: match ? pathTo('likes-type', { type: 'matches' }) : pathTo('likes-type', { type: 'received' }),
      now: new Date(),
    });
    // Realtime (docs/realtime.md): the liked member's tabs hear of it with their new-likes counter.
    events.push(
      { userId: liked, event: { kind: notice.type, profile: fromProfileId } },
      { userId: liked, event: () => memberCounters(tx, { userId: liked, profileId: target.id }) },
    );
  }
  // A match is news for both: the liker's other tabs (and the one that liked, through the bus) open
  // the match modal from this event too. Exactly one each: the pair lock makes only the second like
  // of a pair see the first.
  const likerUser = liker?.userId ?? null;
  if (match && likerUser !== null) events.push({ userId: likerUser, event: { kind: 'match', profile: target.id } });
  const woken = events.length > 0 ? await recordEvents(tx, events) : [];
  return { outcome: { response: { liked: true, match } }, woken };
}

/**
 * A like from `fromProfileId` to `target` (POST /api/like.php): one like row per pair, a match when
 * the other side liked back (now or before), and a notification row for the liked member — only when
 * the like is new, so liking twice (a double click, a retried request) changes nothing and notifies
 * nobody twice. The liked member's e-mail is enqueued in the same transaction.
 */
export async function likeProfile(db: Db, fromProfileId: number, target: LikeTarget, events?: EventPublisher): Promise<LikeOutcome> {
  const { outcome, woken } = await db.transaction((tx) => likeInTransaction(tx, fromProfileId, target));
  events?.publish(woken);
  return outcome;
}
