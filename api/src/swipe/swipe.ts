import { and, desc, eq, not, sql } from 'drizzle-orm';
import { SWIPE_DAILY_LIKES, SWIPE_STACK_SIZE, type Settings, type SwipeStackResponse } from '@dating/shared/contracts/index';
import type { Db, DbOrTx } from '../db/database';
import { likes, profiles, swipeLikeCounts, swipePasses } from '../db/schema';
import { ApiError } from '../http/errors';
import { hasMainPhoto, memberSearchDefaults, newFaceConditions, nextUtcMidnight, utcDay } from '../likes/candidates';
import { likeInTransaction, lockLikePair, type LikeTarget } from '../likes/like-profile';
import { loadProfileSummaries } from '../members/profile-summaries';
import type { EventPublisher } from '../realtime/broker';

const SWIPE_LIMIT_MESSAGE = 'You have used all your likes for today.';

/** Swipe likes the member has left on the UTC day of `now`. */
async function likesLeft(db: DbOrTx, profileId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ day: swipeLikeCounts.day, likes: swipeLikeCounts.likes })
    .from(swipeLikeCounts)
    .where(eq(swipeLikeCounts.profileId, profileId));
  const used = row && row.day === utcDay(now) ? row.likes : 0;
  return Math.max(0, SWIPE_DAILY_LIKES - used);
}

/**
 * GET /api/swipe.php: the next cards from the member's search defaults, those with a photo first
 * (newest first within each), none the member liked, passed or is blocked with, never their own; and
 * today's likes left. Two keyset-free reads that stop at SWIPE_STACK_SIZE rows, so the cost does not
 * grow with the size of the filtered set.
 */
export async function loadSwipeStack(db: Db, profileId: number, settings: Settings, now = new Date()): Promise<SwipeStackResponse> {
  const filters = await memberSearchDefaults(db, profileId, settings, now);
  const where = newFaceConditions(profileId, filters, now);
  const pick = (photo: boolean, limit: number) =>
    db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(where, photo ? hasMainPhoto() : not(hasMainPhoto())))
      .orderBy(desc(profiles.id))
      .limit(limit);
  const withPhoto = await pick(true, SWIPE_STACK_SIZE);
  const without = withPhoto.length < SWIPE_STACK_SIZE ? await pick(false, SWIPE_STACK_SIZE - withPhoto.length) : [];
  const ids = [...withPhoto, ...without].map((row) => row.id);
  const [summaries, left] = await Promise.all([loadProfileSummaries(db, ids, now), likesLeft(db, profileId, now)]);
  return {
    profiles: ids.flatMap((id) => summaries.get(id) ?? []),
    likes_left: left,
    resets_at: nextUtcMidnight(now).toISOString(),
  };
}

/**
 * POST /api/swipe-like.php: a like as POST /api/like.php gives, counted against SWIPE_DAILY_LIKES for
 * the UTC day of `now`. The count is one row per member, taken by a conditional upsert in the like's
 * transaction: concurrent likes queue on the row lock and each sees the count the previous one left,
 * so the limit is never passed and a refused like leaves nothing behind. Liking a profile the member
 * already likes (a retry) counts nothing; the pair lock stops two requests for the same card from
 * both counting.
 */
export async function swipeLike(
  db: Db,
  member: { profileId: number },
  target: LikeTarget,
  now = new Date(),
  events?: EventPublisher,
): Promise<{ response: { liked: true; match: boolean; likes_left: number } }> {
  const today = utcDay(now);
  const { outcome, woken, left } = await db.transaction(async (tx) => {
    await lockLikePair(tx, member.profileId, target.id);
    const [already] = await tx
      .select({ id: likes.id })
      .from(likes)
      .where(and(eq(likes.fromProfileId, member.profileId), eq(likes.toProfileId, target.id)));
    if (!already) {
      const [counted] = await tx
        .insert(swipeLikeCounts)
        .values({ profileId: member.profileId, day: today, likes: 1 })
        .onConflictDoUpdate({
          target: swipeLikeCounts.profileId,
          set: {
            day: today,
            likes: sql`case when ${swipeLikeCounts.day} = ${today} then ${swipeLikeCounts.likes} + 1 else 1 end`,
          },
          setWhere: sql`${swipeLikeCounts.day} <> ${today} or ${swipeLikeCounts.likes} < ${SWIPE_DAILY_LIKES}`,
        })
        .returning({ likes: swipeLikeCounts.likes });
      if (!counted) throw new ApiError(429, 'daily_limit_reached', SWIPE_LIMIT_MESSAGE);
    }
    const liked = await likeInTransaction(tx, member.profileId, target);
    return { ...liked, left: await likesLeft(tx, member.profileId, now) };
  });
  events?.publish(woken);
  return { response: { ...outcome.response, likes_left: left } };
}

/** POST /api/swipe-pass.php: the card leaves the member's stacks (idempotent). */
export async function swipePass(db: Db, profileId: number, passedProfileId: number): Promise<void> {
  await db.insert(swipePasses).values({ profileId, passedProfileId }).onConflictDoNothing();
}

/** DELETE /api/swipe-pass.php: the game's undo of a pass (idempotent). */
export async function swipeUnpass(db: Db, profileId: number, passedProfileId: number): Promise<void> {
  await db.delete(swipePasses).where(and(eq(swipePasses.profileId, profileId), eq(swipePasses.passedProfileId, passedProfileId)));
}
