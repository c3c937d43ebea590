import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { SEARCH_AGE_MAX, SEARCH_AGE_MIN, SIMILAR_AGE_BAND, SIMILAR_LIMIT, type ProfileSummary, type SearchFilters, type SimilarQuery } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { profileInterests, profiles } from '../db/schema';
import { ageOn } from './age';
import { searchConditions, type Searcher } from './member-search';
import { loadProfileSummaries } from './profile-summaries';

const clampAge = (age: number) => Math.min(SEARCH_AGE_MAX, Math.max(SEARCH_AGE_MIN, age));

/**
 * How many of `interestIds` a profile shares: a correlated count over the profile_interests primary
 * key. Names are written out qualified: drizzle drops the table from columns in a select list, and
 * an unqualified `id` inside the subquery would only resolve to profiles.id by luck. Null when there
 * is nothing to count (callers then leave it out of the order).
 */
export function sharedInterests(interestIds: readonly number[]): SQL<number> | null {
  if (interestIds.length === 0) return null;
  const list = sql.join([...interestIds].map((id) => sql`${id}`), sql`, `);
  return sql<number>`(SELECT count(*)::int FROM profile_interests AS shared WHERE shared.profile_id = "profiles"."id" AND shared.interest_id IN (${list}))`;
}

export async function interestsOf(db: Db, profileId: number): Promise<number[]> {
  const rows = await db.select({ id: profileInterests.interestId }).from(profileInterests).where(eq(profileInterests.profileId, profileId));
  return rows.map((row) => row.id);
}

/**
 * Similar profiles (GET /api/similar.php, §3 "a separate similar-profiles set"):
 * - for a profile (`id`): same country and gender as it, an age within SIMILAR_AGE_BAND years of its
 *   age, most shared interests first;
 * - for a search that found little (no `id`): the searched country and gender with the age range
 *   widened by SIMILAR_AGE_BAND each side and the region dropped, most interests shared with the
 *   viewer first.
 * Who may appear is exactly search's rule (`searchConditions`: visible, not hidden, not the viewer,
 * no block either way). Ties go to the newest profile, so the set is stable between calls.
 * Null when the base profile does not exist for the viewer (the route answers 404).
 */
export async function findSimilarProfiles(db: Db, viewer: Searcher, query: Omit<SimilarQuery, 'network' | 'ref'>, now = new Date()): Promise<ProfileSummary[] | null> {
  let filters: SearchFilters;
  let interestIds: number[];
  let baseId: number | null = null;
  if (query.id !== undefined) {
    const [base] = await db
      .select({ id: profiles.id, country: profiles.country, gender: profiles.gender, dateOfBirth: profiles.dateOfBirth })
      .from(profiles)
      .where(and(eq(profiles.id, query.id), searchConditions(viewer, {}, now)));
    if (!base) return null;
    const age = ageOn(base.dateOfBirth, now);
    baseId = base.id;
    filters = { country: base.country, gender: base.gender, min_age: clampAge(age - SIMILAR_AGE_BAND), max_age: clampAge(age + SIMILAR_AGE_BAND) };
    interestIds = await interestsOf(db, base.id);
  } else {
    filters = {
      ...(query.country ? { country: query.country } : {}),
      ...(query.gender ? { gender: query.gender } : {}),
      ...(query.min_age !== undefined ? { min_age: clampAge(query.min_age - SIMILAR_AGE_BAND) } : {}),
      ...(query.max_age !== undefined ? { max_age: clampAge(query.max_age + SIMILAR_AGE_BAND) } : {}),
    };
    interestIds = viewer === null ? [] : await interestsOf(db, viewer);
  }
  const overlap = sharedInterests(interestIds);
  const where = searchConditions(viewer, filters, now);
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(baseId === null ? where : and(where, ne(profiles.id, baseId)))
    .orderBy(...(overlap ? [desc(overlap)] : []), desc(profiles.id))
    .limit(SIMILAR_LIMIT);
  const summaries = await loadProfileSummaries(db, rows.map((row) => row.id), now);
  return rows.flatMap((row) => summaries.get(row.id) ?? []);
}
