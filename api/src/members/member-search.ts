import { and, count, desc, eq, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ProfileSummary, SearchFilters, SearchResponse } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { profiles, users } from '../db/schema';
import { notInBlockedSet } from './blocks';
import { loadProfileSummaries } from './profile-summaries';

/**
 * Member search (country, region, gender and age; blocks and visitor rules applied): the query
 * builder behind GET /api/search.php.
 *
 * Order and paging: profiles with a photo first (for a visitor: with a photo public surfaces may show,
 * `public_photo`), members without one last; within each, by profile id, newest first. Profile ids are
 * a serial assigned once, at signup, and never change, so the order is total (no ties) and stable:
 * - a member who signs up between two pages gets a larger id than every row already shown, so they
 *   sort before the cursor and can neither push a row onto the next page (a repeat) nor pull one
 *   back onto the previous page (a skip) — which offset paging and any order on a changing column
 *   (last_seen, online) would do;
 * - the cursor is the last row's photo flag and id (keyset: `(flag, id) < cursor`), so page 50 costs
 *   what page 1 does (the profiles_photo_order / profiles_public_photo_order indexes);
 * - a member who adds or removes their only photo between two pages moves to the other group: the one
 *   row that can be shown twice or missed, and only by a reader paging at that very moment.
 * `created_at` is not used: seeded and imported profiles carry back-dated creation times, so it is
 * neither unique nor in step with insertion; the id is both.
 */

export interface SearchInput extends SearchFilters {
  /** Cursor from the previous page's `next`. */
  after?: string;
  limit: number;
}

/** The searching member's profile id, or null for a visitor. */
export type Searcher = number | null;

export class InvalidCursorError extends Error {
  override name = 'InvalidCursorError';
}

/** Where a page ended: the last row's photo flag and id. */
export interface SearchCursor {
  photo: boolean;
  id: number;
}

/** Opaque to clients: base64url of a small versioned JSON, so the key can change without breaking links. */
export function encodeCursor(last: SearchCursor): string {
  return Buffer.from(JSON.stringify({ v: 2, photo: last.photo, id: last.id })).toString('base64url');
}

export function decodeCursor(cursor: string): SearchCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && 'id' in value && Number.isSafeInteger(value.id) && (value.id as number) > 0) {
      const id = value.id as number;
      // A page loaded before photo-less members went last carries v1 (id only): it goes on among those with a photo.
      if ('v' in value && value.v === 1) return { photo: true, id };
      if ('v' in value && value.v === 2 && 'photo' in value && typeof value.photo === 'boolean') return { photo: value.photo, id };
    }
  } catch {
    // fall through
  }
  throw new InvalidCursorError('Invalid cursor');
}

/** The photo flag search orders by: the one a card for this searcher shows. */
const photoFlagFor = (searcher: Searcher) => (searcher === null ? profiles.publicPhoto : profiles.hasPhoto);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The latest date of birth of someone who is at least `years` old on `now` (UTC, like `ageOn`): the
 * same day `years` years earlier. On 29 February in a year `years` back that has none, 28 February:
 * a member born on 28 Feb has had their birthday, one born on 1 March has not.
 */
export function bornOnOrBefore(years: number, now: Date): string {
  const year = now.getUTCFullYear() - years;
  const month = now.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(now.getUTCDate(), lastDay);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * Accounts whose profile must not be found: invisible, deleted, waiting for deletion, suspended or banned. A small set
 * (the partial index users_hidden holds exactly it), so `user_id NOT IN (…)` runs it once and probes a
 * hash per row — unlike a join with every account, which made counting a filtered set of 100,000
 * profiles scan all users (bench/results/search.md). users.id is never null, so NOT IN is exact.
 */
const hiddenAccounts = () =>
  sql`SELECT ${users.id} FROM ${users} WHERE ${users.invisible} OR ${users.deletedAt} IS NOT NULL OR ${users.deletionRequestedAt} IS NOT NULL OR ${users.bannedAt} IS NOT NULL OR ${users.suspendedUntil} IS NOT NULL`;

/**
 * Members who chose to be seen by visitors (a setting, off until they turn it on): with the site's own
 * profiles, the only ones home, landers and logged-out search show. A small set, read once per query.
 */
const visibleToVisitors = () => sql`SELECT ${users.id} FROM ${users} WHERE ${users.visibleToVisitors}`;

/**
 * The filtered set (without the cursor): who may appear for this searcher at all, and the filters.
 * Only `profiles` is read (the exclusions are uncorrelated subqueries, see above). Ages become a
 * date-of-birth range, so the condition is sargable (the profiles_search and profiles_region_search
 * indexes cover country/region + gender + date of birth):
 *   age ≥ min ⇔ born on or before (today − min years);  age ≤ max ⇔ born after (today − (max + 1) years).
 */
export function searchConditions(searcher: Searcher, filters: SearchFilters, now: Date): SQL {
  const conditions: (SQL | undefined)[] = [
    // Visible profiles only: active (not disabled), neither deleted nor waiting for deletion.
    eq(profiles.status, 'active'),
    isNull(profiles.deletedAt),
    isNull(profiles.deletionRequestedAt),
    // Fictional profiles have no account; a member's account must be live and not invisible.
    or(isNull(profiles.userId), sql`${profiles.userId} NOT IN (${hiddenAccounts()})`),
  ];
  if (searcher === null) {
    conditions.push(or(isNull(profiles.userId), sql`${profiles.userId} IN (${visibleToVisitors()})`));
  } else {
    // Blocks both ways, in the uncorrelated form fit for counting large sets (blocks.ts).
    conditions.push(ne(profiles.id, searcher), notInBlockedSet(searcher, profiles.id));
  }
  if (filters.gender) conditions.push(eq(profiles.gender, filters.gender));
  if (filters.country) conditions.push(eq(profiles.country, filters.country));
  if (filters.countryregion !== undefined) conditions.push(eq(profiles.regionId, filters.countryregion));
  if (filters.min_age !== undefined) conditions.push(lte(profiles.dateOfBirth, bornOnOrBefore(filters.min_age, now)));
  if (filters.max_age !== undefined) conditions.push(gt(profiles.dateOfBirth, bornOnOrBefore(filters.max_age + 1, now)));
  return and(...conditions) as SQL;
}

/** One page of results plus the size of the whole filtered set. */
export async function searchMembers(db: Db, searcher: Searcher, input: SearchInput, now = new Date()): Promise<SearchResponse> {
  const where = searchConditions(searcher, input, now);
  const after = input.after === undefined ? undefined : decodeCursor(input.after);
  const flag = photoFlagFor(searcher);

  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ id: profiles.id, photo: flag })
      .from(profiles)
      .where(after === undefined ? where : and(where, sql`(${flag}, ${profiles.id}) < (${after.photo}, ${after.id})`))
      .orderBy(desc(flag), desc(profiles.id))
      // One extra row tells whether there is a next page without a second query.
      .limit(input.limit + 1),
    db.select({ total: count() }).from(profiles).where(where),
  ]);

  const page = rows.slice(0, input.limit);
  const summaries = await loadProfileSummaries(
    db,
    page.map((row) => row.id),
    now,
    { visitor: searcher === null },
  );
  const results: ProfileSummary[] = [];
  for (const row of page) {
    const summary = summaries.get(row.id);
    if (summary) results.push(summary);
  }
  const last = page[page.length - 1];
  return {
    profiles: results,
    total: Number(totalRow?.total ?? 0),
    next: rows.length > input.limit && last ? encodeCursor(last) : null,
  };
}
