import { and, desc, eq } from 'drizzle-orm';
import type { LikesResponse } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { likes, profiles } from '../db/schema';
import { loadProfileSummaries } from '../members/profile-summaries';
import { shownWith } from './likes-tabs';

/** Most recent likes each way; older ones belong to paged views of later issues. */
const LIMIT = 500;

/**
 * GET /api/likes.php: received likes (new first, then newest), sent likes, and the profiles both
 * refer to, shown as the tabs show them (`shownWith`, likes-tabs.ts).
 */
export async function loadLikes(db: Db, viewerProfileId: number): Promise<LikesResponse> {
  const [received, sent] = await Promise.all([
    db
      .select({ id: likes.fromProfileId, isNew: likes.isNew })
      .from(likes)
      .innerJoin(profiles, eq(profiles.id, likes.fromProfileId))
      .where(and(eq(likes.toProfileId, viewerProfileId), shownWith(viewerProfileId, likes.fromProfileId)))
      .orderBy(desc(likes.isNew), desc(likes.createdAt), desc(likes.id))
      .limit(LIMIT),
    db
      .select({ id: likes.toProfileId })
      .from(likes)
      .innerJoin(profiles, eq(profiles.id, likes.toProfileId))
      .where(and(eq(likes.fromProfileId, viewerProfileId), shownWith(viewerProfileId, likes.toProfileId)))
      .orderBy(desc(likes.createdAt), desc(likes.id))
      .limit(LIMIT),
  ]);
  const summaries = await loadProfileSummaries(db, [...received.map((r) => r.id), ...sent.map((s) => s.id)]);
  // A profile deleted between the two queries is dropped from the lists too: no dangling ids.
  const likedBy = received.filter((r) => summaries.has(r.id)).map((r) => ({ id: r.id, like_new: r.isNew }));
  const liked = sent.filter((s) => summaries.has(s.id)).map((s) => ({ id: s.id }));
  return {
    profiles: [...summaries.values()],
    liked_by: likedBy,
    liked,
    total_new: likedBy.filter((l) => l.like_new).length,
  };
}
