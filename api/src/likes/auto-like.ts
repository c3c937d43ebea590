import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProfileSummary, Settings } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { autoLikes, likes, profiles } from '../db/schema';
import { loadProfileSummaries } from '../members/profile-summaries';
import type { EventPublisher } from '../realtime/broker';
import { hasMainPhoto, memberSearchDefaults, newFaceConditions, utcDay } from './candidates';
import { likeInTransaction } from './like-profile';

const back = alias(likes, 'back');

/**
 * GET /api/auto-like.php (docs/likes.md): at most once per member and UTC day, and only when the
 * member has had no match that day, a fictional profile — never a member: a like in a real person's
 * name that they never gave would deceive both — that fits the member's search defaults, that the
 * member has not liked, passed or blocked (nor it them) and that does not like them yet, now likes
 * them. The like is a real like row (Received, new; notification, events and mail as any like); the
 * answer names the liker for the match modal, or null.
 *
 * The day is claimed first by a conditional upsert on the member's row, so concurrent calls (two
 * tabs) give one attempt: the first call of a day decides, even when nobody fits.
 */
export async function autoLike(
  db: Db,
  member: { userId: number; profileId: number },
  settings: Settings,
  now = new Date(),
  events?: EventPublisher,
): Promise<{ profile: ProfileSummary | null }> {
  const today = utcDay(now);
  const dayStart = new Date(`${today}T00:00:00.000Z`);
  const filters = await memberSearchDefaults(db, member.profileId, settings, now);
  const result = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(autoLikes)
      .values({ profileId: member.profileId, day: today })
      .onConflictDoUpdate({
        target: autoLikes.profileId,
        set: { day: today, likerProfileId: null },
        setWhere: sql`${autoLikes.day} <> ${today}`,
      })
      .returning({ profileId: autoLikes.profileId });
    if (!claimed) return null;
    const [matchedToday] = await tx
      .select({ id: likes.id })
      .from(likes)
      .innerJoin(back, and(eq(back.fromProfileId, likes.toProfileId), eq(back.toProfileId, member.profileId)))
      .where(
        and(
          eq(likes.fromProfileId, member.profileId),
          sql`greatest(${likes.createdAt}, ${back.createdAt}) >= ${dayStart.toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    if (matchedToday) return null;
    const fits = and(
      newFaceConditions(member.profileId, filters, now),
      // Fictional: operated by the site, no account behind it. Both columns, so a member's profile
      // can never be picked even if one of them were wrong.
      eq(profiles.fictional, true),
      isNull(profiles.userId),
      sql`${profiles.id} not in (select ${likes.fromProfileId} from ${likes} where ${likes.toProfileId} = ${member.profileId})`,
    );
    // A different liker for each member and day: the fitting set sorted by a hash, once a member a day.
    const order = sql`md5(${profiles.id}::text || ':' || ${member.profileId}::text || ':' || ${today})`;
    const pick = async (photo: boolean) =>
      (
        await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(fits, photo ? hasMainPhoto() : sql`true`))
          .orderBy(order)
          .limit(1)
      )[0];
    const liker = (await pick(true)) ?? (await pick(false));
    if (!liker) return null;
    const liked = await likeInTransaction(tx, liker.id, { id: member.profileId, userId: member.userId });
    await tx.update(autoLikes).set({ likerProfileId: liker.id }).where(eq(autoLikes.profileId, member.profileId));
    return { likerId: liker.id, ...liked };
  });
  if (!result) return { profile: null };
  events?.publish(result.woken);
  const summaries = await loadProfileSummaries(db, [result.likerId], now);
  return { profile: summaries.get(result.likerId) ?? null };
}
