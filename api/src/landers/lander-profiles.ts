import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, max, ne, sql, type SQL } from 'drizzle-orm';
import type { LanderProfile } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { cities, interests, photos, profileInterests, profiles, regions } from '../db/schema';
import { loadProfileSummaries } from '../members/profile-summaries';

/**
 * Which profiles an ad may show: the site's fictional profiles only — never a real member, an ad never
 * uses a real person (both columns, so a member's profile is never picked even if one of them were
 * wrong) — visible (active, neither deleted nor waiting for deletion). Written out as literals, the
 * very predicate of the profiles_lander_* partial indexes, so the planner can prove them whatever the
 * plan's parameters.
 */
const landerVisible = (): SQL =>
  sql`${profiles.fictional} AND ${profiles.userId} IS NULL AND ${profiles.status} = 'active' AND ${profiles.deletedAt} IS NULL AND ${profiles.deletionRequestedAt} IS NULL`;

/**
 * With an approved main photo (a face is what a lander sells): one probe of the photos_one_main index
 * per row walked. A scalar subquery, not EXISTS: the planner turns EXISTS into a semi-join and then
 * merge-joins the whole photos index in id order (12 ms at 20,000 profiles and growing with them),
 * where a probe per row lets the walk stop at its limit (1 ms).
 */
const withMainPhoto = (): SQL =>
  sql`(select true from ${photos} where ${photos.profileId} = ${profiles.id} and ${photos.isMain} and ${photos.status} = 'active' limit 1)`;

/** A lander's set of profiles before the visitor's country splits it: a city, an interest, a gender. */
export interface LanderPool {
  city?: { country: string; name: string };
  interestId?: number;
  gender?: (typeof profiles.$inferSelect)['gender'];
}

/** The visitor's country tier: in it, outside it, or anywhere (no known country). */
type Tier = { country: string } | { notCountry: string } | null;

/** Candidates read per tier: enough that the online ones of the day's window fill a lander. */
const WINDOW_FACTOR = 4;

/** The UTC date of `now`: the day the order holds for. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** A stable pseudo-random number for a key (the day's order, the day's starting id). */
function hash32(key: string): number {
  return createHash('md5').update(key).digest().readUInt32BE(0);
}

function poolConditions(pool: LanderPool, tier: Tier): SQL {
  const conditions: SQL[] = [landerVisible()];
  if (pool.city) conditions.push(eq(profiles.country, pool.city.country), eq(profiles.city, pool.city.name));
  if (pool.gender) conditions.push(eq(profiles.gender, pool.gender));
  if (tier && 'country' in tier) conditions.push(eq(profiles.country, tier.country));
  if (tier && 'notCountry' in tier) conditions.push(ne(profiles.country, tier.notCountry));
  if (pool.interestId !== undefined) {
    // Before the photo's probe: the rarer condition first (a probe of profile_interests' primary key);
    // a scalar subquery for the reason withMainPhoto gives.
    conditions.push(
      sql`(select true from ${profileInterests} where ${profileInterests.profileId} = ${profiles.id} and ${profileInterests.interestId} = ${pool.interestId} limit 1)`,
    );
  }
  conditions.push(withMainPhoto());
  return and(...conditions) as SQL;
}

/**
 * Up to `limit` candidates of a tier, in id order from the day's starting id, wrapping round to the
 * lowest ids: an index range (profiles_lander_country, _city or _any; profile_interests_interest for an
 * interest) that stops after `limit` rows, however many profiles the site has — never a sort of them all.
 */
async function windowOf(db: Db, where: SQL, pivot: number, limit: number): Promise<{ id: number; online: boolean }[]> {
  const read = (range: SQL, rows: number) =>
    db.select({ id: profiles.id, online: profiles.online }).from(profiles).where(and(where, range)).orderBy(asc(profiles.id)).limit(rows);
  const from = await read(gte(profiles.id, pivot), limit);
  if (from.length >= limit || pivot <= 1) return from;
  return [...from, ...(await read(lt(profiles.id, pivot), limit - from.length))];
}

/**
 * The ids a lander shows, at most `limit`: the visitor's country first, then the others to fill up
 * (when the country is known); within each, online ones first, then the day's order. The order is
 * deterministic per day — a visitor's reload shows the same faces — and rotates daily: each day starts
 * its window at another id. Online first holds within the day's window (WINDOW_FACTOR × limit
 * candidates), not over every profile of the site: that would sort them all on every hit.
 */
export async function pickLanderProfileIds(
  db: Db,
  input: { pool: LanderPool; country: string | null; limit: number; now: Date },
): Promise<number[]> {
  const day = utcDay(input.now);
  const [top] = await db.select({ id: max(profiles.id) }).from(profiles);
  const maxId = top?.id ?? 0;
  if (maxId === 0) return [];
  const pivot = 1 + (hash32(`lander-start:${day}`) % maxId);
  const tiers: Tier[] = input.country ? [{ country: input.country }, { notCountry: input.country }] : [null];
  const picked: number[] = [];
  for (const tier of tiers) {
    const wanted = input.limit - picked.length;
    if (wanted <= 0) break;
    const window = await windowOf(db, poolConditions(input.pool, tier), pivot, wanted * WINDOW_FACTOR);
    const ordered = window
      .map((row) => ({ ...row, rank: hash32(`lander:${day}:${row.id}`) }))
      .sort((a, b) => Number(b.online) - Number(a.online) || a.rank - b.rank || a.id - b.id);
    picked.push(...ordered.slice(0, wanted).map((row) => row.id));
  }
  return picked;
}

/** Whether a profile may have a landing page: a visible fictional profile with a main photo. */
export async function isLandingProfile(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), landerVisible(), withMainPhoto()))
    .limit(1);
  return row !== undefined;
}

/** The longest `about` a lander shows. */
const ABOUT_MAX = 140;

/**
 * The first line of an "about me", whitespace collapsed, cut at a word so that with its ellipsis it is
 * at most `max` characters (code points: an emoji is never split). A word longer than half the room is
 * cut inside, so one endless word still leaves text.
 */
export function aboutLine(text: string, maxLength = ABOUT_MAX): string {
  const line = (text.split(/\r\n|\r|\n/).find((part) => part.trim() !== '') ?? '').trim().replace(/\s+/g, ' ');
  const chars = Array.from(line);
  if (chars.length <= maxLength) return line;
  const room = chars.slice(0, maxLength - 1).join('');
  const space = room.lastIndexOf(' ');
  const head = space >= (maxLength - 1) / 2 ? room.slice(0, space) : room;
  return `${head.replace(/[\s,;:.!?-]+$/u, '')}…`;
}

/** Interest slugs a lander card shows at most. */
const INTERESTS_SHOWN = 3;

/**
 * The lander cards of these ids, in this order: a search card's fields, the first line of "about me",
 * up to three interest slugs (the variant's interest first), the region's name and where the profile
 * is (its own coordinates, else its city's). Ids that are no longer fit (e.g. deleted meanwhile) drop out.
 */
export async function loadLanderProfiles(
  db: Db,
  ids: readonly number[],
  options: { firstInterestId?: number; now: Date },
): Promise<LanderProfile[]> {
  if (ids.length === 0) return [];
  const [summaries, details, interestRows] = await Promise.all([
    loadProfileSummaries(db, ids, options.now),
    db
      .select({
        id: profiles.id,
        aboutMe: profiles.aboutMe,
        country: profiles.country,
        city: profiles.city,
        lat: profiles.lat,
        lon: profiles.lon,
        region: regions.name,
      })
      .from(profiles)
      .leftJoin(regions, eq(regions.id, profiles.regionId))
      .where(inArray(profiles.id, [...ids])),
    db
      .select({ profileId: profileInterests.profileId, interestId: interests.id, slug: interests.slug })
      .from(profileInterests)
      .innerJoin(interests, eq(interests.id, profileInterests.interestId))
      .where(inArray(profileInterests.profileId, [...ids]))
      .orderBy(asc(profileInterests.profileId), asc(interests.id)),
  ]);
  const byId = new Map(details.map((row) => [row.id, row]));
  const cityPlaces = await cityCoordinates(
    db,
    details.filter((row) => row.lat === null || row.lon === null),
  );
  const slugsOf = new Map<number, { interestId: number; slug: string }[]>();
  for (const row of interestRows) slugsOf.set(row.profileId, [...(slugsOf.get(row.profileId) ?? []), row]);

  const result: LanderProfile[] = [];
  for (const id of ids) {
    const summary = summaries.get(id);
    const detail = byId.get(id);
    if (!summary || !detail) continue;
    const own = slugsOf.get(id) ?? [];
    const first = own.filter((row) => row.interestId === options.firstInterestId);
    const rest = own.filter((row) => row.interestId !== options.firstInterestId);
    const place =
      detail.lat !== null && detail.lon !== null ? { lat: detail.lat, lon: detail.lon } : (cityPlaces.get(cityKey(detail)) ?? null);
    result.push({
      ...summary,
      about: aboutLine(detail.aboutMe),
      interests: [...first, ...rest].slice(0, INTERESTS_SHOWN).map((row) => row.slug),
      region: detail.region,
      lat: place?.lat ?? null,
      lon: place?.lon ?? null,
    });
  }
  return result;
}

const cityKey = (place: { country: string; city: string }) => `${place.country}\u0000${place.city}`;

/** The catalogue's coordinates of these profiles' cities (for profiles without their own). */
async function cityCoordinates(
  db: Db,
  places: readonly { country: string; city: string }[],
): Promise<Map<string, { lat: number; lon: number }>> {
  const result = new Map<string, { lat: number; lon: number }>();
  if (places.length === 0) return result;
  const rows = await db
    .select({ country: cities.country, name: cities.name, lat: cities.lat, lon: cities.lon })
    .from(cities)
    .where(
      and(
        inArray(cities.country, [...new Set(places.map((place) => place.country))]),
        inArray(cities.name, [...new Set(places.map((place) => place.city))]),
      ),
    )
    .orderBy(asc(cities.id));
  for (const row of rows) {
    const key = cityKey({ country: row.country, city: row.name });
    if (!result.has(key)) result.set(key, { lat: row.lat, lon: row.lon });
  }
  return result;
}
