import { asc, eq } from 'drizzle-orm';
import type { LanderPlace, LanderProfile, LanderResponse } from '@dating/shared/contracts/index';
import { LANDER_PROFILES_MAX, type LanderName } from '@dating/shared/landers/lander-catalog';
import { genderSought } from '@dating/shared/search/default-filters';
import type { Db } from '../db/database';
import { cities, profiles } from '../db/schema';
import { isLandingProfile, loadLanderProfiles, pickLanderProfileIds, type LanderPool } from './lander-profiles';
import { matchSlug, variantOf, type LanderCity } from './lander-variant';

export interface LanderInput {
  name: LanderName | 'tinderswipe';
  slug: string | undefined;
  /** The visitor's GeoIP country, null when unknown. */
  country: string | null;
  /** The member looking, if any (their search's gender); a visitor sees every gender, as visitor search does. */
  viewerProfileId: number | null;
  now: Date;
}

/** Places the map lander gets at most: the profiles' cities first, then the country's others by name. */
const PLACES_MAX = 60;

/**
 * The gender the lander shows: a member's own search default (the gender they seek, none when bi);
 * a visitor gets none — the site has no notion of a niche's gender, and visitor search is open too.
 */
async function genderFor(db: Db, viewerProfileId: number | null) {
  if (viewerProfileId === null) return undefined;
  const [me] = await db
    .select({ gender: profiles.gender, sexuality: profiles.sexuality })
    .from(profiles)
    .where(eq(profiles.id, viewerProfileId));
  return me ? genderSought(me) : undefined;
}

/**
 * GET /api/lander.php's answer: the slug's variant (a campaign, an interest, a city with fictional
 * profiles; anything else the default), the visitor's country, the profiles chosen for it
 * (lander-profiles.ts) and, for `maplanding`, the places of the country.
 */
export async function buildLander(db: Db, input: LanderInput): Promise<LanderResponse> {
  const match = await matchSlug(db, input.slug, input.now.getTime());
  const gender = await genderFor(db, input.viewerProfileId);
  const base: LanderPool = gender ? { gender } : {};
  const pick = (pool: LanderPool) => pickLanderProfileIds(db, { pool, country: input.country, limit: LANDER_PROFILES_MAX, now: input.now });

  let ids: number[] = [];
  let city: LanderCity | null = null;
  if (match.kind === 'city') {
    // Same-named cities of several countries: the visitor's own first; the first with profiles wins.
    const candidates = [...match.cities].sort((a, b) => Number(b.country === input.country) - Number(a.country === input.country));
    for (const candidate of candidates) {
      ids = await pick({ ...base, city: { country: candidate.country, name: candidate.name } });
      if (ids.length > 0) {
        city = candidate;
        break;
      }
    }
  }
  const variant = variantOf(match, city);
  if (variant.kind !== 'city') ids = await pick(match.kind === 'interest' ? { ...base, interestId: match.interestId } : base);

  const shown = await loadLanderProfiles(db, ids, {
    ...(match.kind === 'interest' ? { firstInterestId: match.interestId } : {}),
    now: input.now,
  });
  const places = input.name === 'maplanding' ? await placesFor(db, input.country, shown) : [];
  return { variant, country: input.country, profiles: shown, places };
}

/** The country most of these profiles are in (ties: the first seen). */
function mainCountry(shown: readonly LanderProfile[]): string | null {
  const counts = new Map<string, number>();
  for (const profile of shown) counts.set(profile.country, (counts.get(profile.country) ?? 0) + 1);
  let best: string | null = null;
  for (const [country, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = country;
  return best;
}

/**
 * The map's places: the catalogue's cities of the visitor's country — or of the profiles' main country
 * when the visitor's is unknown or has no cities in the catalogue (a map of nowhere sells nothing) —
 * each with how many of the shown profiles live there.
 */
async function placesFor(db: Db, visitorCountry: string | null, shown: readonly LanderProfile[]): Promise<LanderPlace[]> {
  const citiesOf = (country: string) =>
    db
      .select({ name: cities.name, lat: cities.lat, lon: cities.lon })
      .from(cities)
      .where(eq(cities.country, country))
      .orderBy(asc(cities.name));
  let country = visitorCountry;
  let rows = country ? await citiesOf(country) : [];
  if (rows.length === 0) {
    country = mainCountry(shown);
    rows = country ? await citiesOf(country) : [];
  }
  const counts = new Map<string, number>();
  for (const profile of shown) if (profile.country === country) counts.set(profile.city, (counts.get(profile.city) ?? 0) + 1);
  const places = new Map<string, LanderPlace>();
  for (const row of rows) if (!places.has(row.name)) places.set(row.name, { ...row, profiles: counts.get(row.name) ?? 0 });
  return [...places.values()].sort((a, b) => b.profiles - a.profiles || a.name.localeCompare(b.name)).slice(0, PLACES_MAX);
}

/** A member landing page's profile: a visible fictional profile with a photo, else null (the route's 404 for all). */
export async function findLandingProfile(db: Db, id: number, now: Date): Promise<LanderProfile | null> {
  if (!(await isLandingProfile(db, id))) return null;
  const [profile] = await loadLanderProfiles(db, [id], { now });
  return profile ?? null;
}
