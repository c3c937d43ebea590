import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { likes } from '../db/schema';
import { findProfileTarget } from '../members/member-profile';

/**
 * Whether `likerProfileId` likes the member and the member may see it (GET /api/like-received.php):
 * the like exists, and the liker is a profile the member may view and act on (`findProfileTarget`:
 * not deleted, waiting for deletion or switched off, no block either way, never the member's own).
 * Anything else is false, so the answer never tells a hidden or blocked profile from a missing one.
 * Two primary-key/index reads (profiles, likes_pair), in parallel; nothing is written — the new flag
 * clears when the modal loads the profile, as any view of it does.
 */
export async function likesMember(db: Db, memberProfileId: number, likerProfileId: number): Promise<boolean> {
  const [target, [like]] = await Promise.all([
    findProfileTarget(db, memberProfileId, likerProfileId),
    db
      .select({ id: likes.id })
      .from(likes)
      .where(and(eq(likes.fromProfileId, likerProfileId), eq(likes.toProfileId, memberProfileId)))
      .limit(1),
  ]);
  return target !== null && like !== undefined;
}
