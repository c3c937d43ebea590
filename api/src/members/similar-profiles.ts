import { and, count, desc, eq, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_AGE_MAX,
  SEARCH_AGE_MIN,
  SIMILAR_AGE_BAND,
  SIMILAR_LIMIT,
  type ProfileSummary,
  type SearchFilters,
  type SimilarQuery,
} from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { profileInterests, profiles } from '../db/schema';
import { ageOn } from './age';
import { searchConditions, type Searcher } from './member-search';
import { loadProfileSummaries } from './profile-summaries';

const clampAge = (age: number) => Math.min(SEARCH_AGE_MAX, Math.max(SEARCH_AGE_MIN, age));

/** A profile of the filtered set, with how many of the wished interests it shares. */
export interface InterestMatch {
  id: number;
  shared: number;
  /**
   * Its region, read only when a region was wished (null otherwise): selecting it costs the filtered
   * set's index-only scan (profiles_search does not hold it).
   */
  regionId: number | null;
}

/**
 * How many of `interestIds` a profile shares: a correlated count over the profile_interests primary
 * key (one probe reads the profile's few rows). The interests are a FILTER, not in the WHERE: there
 * they would let the planner pick the (interest_id, profile_id) index instead, one descent per
 * interest (PGlite did, 8x slower). Names are written out qualified: drizzle drops the table from
 * columns in a select list, and an unqualified `id` inside the subquery would only resolve to
 * profiles.id by luck.
 */
function sharedInterests(interestIds: readonly number[]): SQL<number> {
  const list = sql.join(
    [...interestIds].map((id) => sql`${id}`),
    sql`, `,
  );
  return sql<number>`(SELECT (count(*) FILTER (WHERE shared.interest_id IN (${list})))::int FROM profile_interests AS shared WHERE shared.profile_id = "profiles"."id")`;
}

/**
 * A filtered set of at least this many profiles is "large" (see bestByInterests). At 100,000 profiles:
 * women 25–40 in DE ~3,100, women 25–40 anywhere ~21,000, everyone ~93,000.
 */
const LARGE_SET = 10_000;

/**
 * The `limit` best profiles of the filtered set `where` by how many of `interestIds` they share, most
 * first; then, with `regionId`, those living in that region; then the newest. One order, two ways to it:
 * - a small set (or a wished region): one ORDER BY over the set with a correlated count per profile.
 *   Each count is a probe of the profile_interests key, so the cost grows with the set: fine for a
 *   few thousand, ~250 ms for all 93,000 (docs/decisions.md, "Match finder pool").
 * - a large set, no region: from the interest side. The wished interests' rows are counted per profile
 *   from the interest index (one pass, ~11,000 rows per interest at 100,000 profiles), sorted by count
 *   then id, and checked against the filter in that order until `limit` pass. A large set lets most
 *   pass, so few are checked and the set itself is never scanned. Those sharing 2+ go first (a short
 *   sort), then those sharing 1, then those sharing none. A wished region would need each tier sorted
 *   by region first, i.e. all of it checked: that is the first way.
 * countUpTo tells the two apart, at the cost of an index walk of at most `largeSet` entries.
 */
export async function bestByInterests(
  db: Db,
  where: SQL,
  interestIds: readonly number[],
  limit: number,
  { regionId, largeSet = LARGE_SET }: { regionId?: number | undefined; /** Tests move it to compare both ways. */ largeSet?: number } = {},
): Promise<InterestMatch[]> {
  if (interestIds.length > 0 && regionId === undefined && (await countUpTo(db, where, largeSet)) === largeSet) {
    const wished = [...interestIds];
    let found: InterestMatch[] = [];
    for (const tier of wished.length > 1 ? [sql`count(*) >= 2`, sql`count(*) = 1`] : [sql`count(*) = 1`]) {
      found = [...found, ...(await sharersInOrder(db, where, wished, tier, limit - found.length))];
      if (found.length === limit) return found;
    }
    const none = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          where,
          notExists(
            db
              .select({ one: sql`1` })
              .from(profileInterests)
              .where(and(eq(profileInterests.profileId, profiles.id), inArray(profileInterests.interestId, wished))),
          ),
        ),
      )
      .orderBy(desc(profiles.id))
      .limit(limit - found.length);
    return [...found, ...none.map((row) => ({ id: row.id, shared: 0, regionId: null }))];
  }
  const overlap = interestIds.length > 0 ? sharedInterests(interestIds) : null;
  // IS TRUE: a profile without a region is not in the wished one (a bare `=` is NULL, first in DESC).
  const inRegion = regionId === undefined ? null : sql<number>`((${profiles.regionId} = ${regionId}) IS TRUE)::int`;
  return db
    .select({ id: profiles.id, shared: overlap ?? sql<number>`0`, regionId: regionId === undefined ? sql<null>`NULL` : profiles.regionId })
    .from(profiles)
    .where(where)
    .orderBy(...[overlap, inRegion].flatMap((key) => (key ? [desc(key)] : [])), desc(profiles.id))
    .limit(limit);
}

/** The size of the filtered set, counted no further than `cap`. */
async function countUpTo(db: Db, where: SQL, cap: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(profiles)
      .where(where)
      .limit(cap)
      .as('capped'),
  );
  return row?.n ?? 0;
}

/**
 * Up to `limit` profiles of the filtered set whose count of `wished` interests meets `tier` (a HAVING
 * condition), most shared then newest first. The counts come from the interest index; each profile is
 * then checked against `where` in that order by a lateral probe of profiles by id (its LIMIT 1,
 * harmless on the key, keeps the planner from making it a join with the whole filtered set), and the
 * outer order is the subquery's, so the limit stops the probes.
 */
async function sharersInOrder(db: Db, where: SQL, wished: number[], tier: SQL, limit: number): Promise<InterestMatch[]> {
  const sharers = db
    .select({ profileId: profileInterests.profileId, shared: sql<number>`count(*)::int`.as('shared') })
    .from(profileInterests)
    .where(inArray(profileInterests.interestId, wished))
    .groupBy(profileInterests.profileId)
    .having(tier)
    .orderBy(sql`count(*)::int DESC`, desc(profileInterests.profileId))
    .as('sharers');
  const candidate = db
    .select({ passes: sql`1`.as('passes') })
    .from(profiles)
    .where(and(eq(profiles.id, sharers.profileId), where))
    .limit(1)
    .as('candidate');
  return db
    .select({ id: sharers.profileId, shared: sharers.shared, regionId: sql<null>`NULL` })
    .from(sharers)
    .crossJoinLateral(candidate)
    .orderBy(desc(sharers.shared), desc(sharers.profileId))
    .limit(limit);
}

async function interestsOf(db: Db, profileId: number): Promise<number[]> {
  const rows = await db.select({ id: profileInterests.interestId }).from(profileInterests).where(eq(profileInterests.profileId, profileId));
  return rows.map((row) => row.id);
}

/**
 * Similar profiles (GET /api/similar.php, a set of its own, apart from search):
 * - for a profile (`id`): same country and gender as it, an age within SIMILAR_AGE_BAND years of its
 *   age, most shared interests first;
 * - for a search that found little (no `id`): the searched country and gender with the age range
 *   widened by SIMILAR_AGE_BAND each side and the region dropped, most interests shared with the
 *   viewer first.
 * Who may appear is exactly search's rule (`searchConditions`: visible, not hidden, not the viewer,
 * no block either way). Ties go to the newest profile, so the set is stable between calls.
 * Null when the base profile does not exist for the viewer (the route answers 404).
 */
export async function findSimilarProfiles(
  db: Db,
  viewer: Searcher,
  query: Omit<SimilarQuery, 'network' | 'ref'>,
  now = new Date(),
): Promise<ProfileSummary[] | null> {
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
    filters = {
      country: base.country,
      gender: base.gender,
      min_age: clampAge(age - SIMILAR_AGE_BAND),
      max_age: clampAge(age + SIMILAR_AGE_BAND),
    };
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
  const where = searchConditions(viewer, filters, now);
  const rows = await bestByInterests(
    db,
    baseId === null ? where : (and(where, ne(profiles.id, baseId)) as SQL),
    interestIds,
    SIMILAR_LIMIT,
  );
  const summaries = await loadProfileSummaries(
    db,
    rows.map((row) => row.id),
    now,
    { visitor: viewer === null },
  );
  return rows.flatMap((row) => summaries.get(row.id) ?? []);
}
