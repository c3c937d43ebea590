import { and, inArray } from 'drizzle-orm';
import { MATCH_FINDER_LIMIT, type MatchFinderQuery, type MatchFinderResponse } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { profileInterests } from '../db/schema';
import { searchConditions, type Searcher } from './member-search';
import { bestByInterests } from './similar-profiles';
import { loadProfileSummaries } from './profile-summaries';

/** What the guided flow asked for (who, age range, where, a few interests). */
export interface MatchWish {
  minAge: number;
  maxAge: number;
  /** A region id, when the member chose one; the country is a filter, the region a preference. */
  regionId?: number | undefined;
  interests: readonly number[];
}

/** What the ranking reads of one candidate. */
export interface MatchCandidate {
  age: number;
  regionId: number | null;
  /** How many of the wished interests the candidate has. */
  sharedInterests: number;
  hasPhoto: boolean;
  online: boolean;
}

/**
 * The match-finder ranking: a score of 0–100, the sum of five parts, weighted by how much each says
 * about a good match and how sure we are of it:
 * - interests, up to 40: the share of the wished interests the candidate has. The strongest signal:
 *   the member chose them, and the candidate named them. No interests wished → 0 for everyone.
 * - place, up to 20: 20 when the candidate lives in the wished region, or when no region was wished
 *   (everyone in the country fits); 0 in another region of the country. Regions, not distance: most
 *   profiles have a region, far fewer coordinates.
 * - age fit, up to 20: 20 at the middle of the wished range, falling linearly towards its edges
 *   (every candidate is inside the range: it is a filter). A member asking for 30–40 most likely
 *   means "around 35".
 * - photo, 10: a profile with a main photo is one a member can actually judge.
 * - online, 10: someone online now can answer now.
 * Ties keep the newest profile first (the caller sorts stably on the id).
 */
export function matchScore(candidate: MatchCandidate, wish: MatchWish): number {
  const interests =
    wish.interests.length === 0 ? 0 : (40 * Math.min(candidate.sharedInterests, wish.interests.length)) / wish.interests.length;
  const place = wish.regionId === undefined || candidate.regionId === wish.regionId ? 20 : 0;
  const middle = (wish.minAge + wish.maxAge) / 2;
  const half = (wish.maxAge - wish.minAge) / 2;
  const ageFit = 20 * Math.max(0, 1 - Math.abs(candidate.age - middle) / (half + 1));
  const photo = candidate.hasPhoto ? 10 : 0;
  const online = candidate.online ? 10 : 0;
  return Math.round((interests + place + ageFit + photo + online) * 10) / 10;
}

/**
 * Candidates considered: the best POOL of the filtered set (search's rule for who may appear, the
 * wished gender, country and age range) by shared interests, then the wished region, then newest.
 * Interests and place are 60 of the 100 points, so the pool holds the top of the ranking; the rest
 * is scored here, where it is explained and tested. bestByInterests (similar-profiles.ts) finds the
 * pool without scanning a large filtered set.
 */
const POOL = 300;

export async function findMatches(
  db: Db,
  viewer: Searcher,
  query: Omit<MatchFinderQuery, 'network' | 'ref'>,
  now = new Date(),
): Promise<MatchFinderResponse> {
  const wish: MatchWish = { minAge: query.min_age, maxAge: query.max_age, regionId: query.countryregion, interests: query.interests ?? [] };
  const where = searchConditions(
    viewer,
    { gender: query.gender, country: query.country, min_age: query.min_age, max_age: query.max_age },
    now,
  );
  const pool = await bestByInterests(db, where, wish.interests, POOL, { regionId: wish.regionId });
  const summaries = await loadProfileSummaries(
    db,
    pool.map((row) => row.id),
    now,
    { visitor: viewer === null },
  );
  const ranked = pool.flatMap((row) => {
    const profile = summaries.get(row.id);
    if (!profile) return [];
    const score = matchScore(
      {
        age: profile.age,
        regionId: row.regionId,
        sharedInterests: row.shared,
        hasPhoto: profile.main_image !== null,
        online: profile.online,
      },
      wish,
    );
    return [{ profile, score }];
  });
  ranked.sort((a, b) => b.score - a.score || b.profile.id - a.profile.id);
  const shown = ranked.slice(0, MATCH_FINDER_LIMIT);
  // Which wished interests each shown match shares (the pool only counted them).
  const sharedRows =
    wish.interests.length === 0 || shown.length === 0
      ? []
      : await db
          .select({ profileId: profileInterests.profileId, interestId: profileInterests.interestId })
          .from(profileInterests)
          .where(
            and(
              inArray(
                profileInterests.profileId,
                shown.map((match) => match.profile.id),
              ),
              inArray(profileInterests.interestId, [...wish.interests]),
            ),
          );
  const sharedBy = new Map<number, number[]>();
  for (const row of sharedRows) sharedBy.set(row.profileId, [...(sharedBy.get(row.profileId) ?? []), row.interestId]);
  return { matches: shown.map((match) => ({ ...match, shared_interests: (sharedBy.get(match.profile.id) ?? []).sort((a, b) => a - b) })) };
}
