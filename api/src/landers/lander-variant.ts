import { asc, eq } from 'drizzle-orm';
import type { LanderVariant } from '@dating/shared/contracts/index';
import { LANDER_CAMPAIGNS, toSlug, type LanderCampaign } from '@dating/shared/landers/lander-catalog';
import type { Db } from '../db/database';
import { cities, interests } from '../db/schema';

/** A city of the catalogue, as a city lander's slug may name it. */
export interface LanderCity {
  country: string;
  name: string;
  lat: number;
  lon: number;
}

/**
 * What a slug may select before the profiles are asked: a campaign, an interest (its id for the
 * profiles' filter), the catalogue's cities whose slug it is (several countries may have one of that
 * name; the one with profiles wins), or nothing (the default).
 */
export type SlugMatch =
  | { kind: 'default' }
  | { kind: 'campaign'; slug: string; campaign: LanderCampaign }
  | { kind: 'interest'; slug: string; interestId: number }
  | { kind: 'city'; slug: string; cities: LanderCity[] };

/** The catalogue's cities rarely change (a seed, an import); every lander hit must not read them all. */
const CITY_CACHE_MS = 10 * 60_000;
const cityCache = new WeakMap<Db, { at: number; bySlug: Promise<Map<string, LanderCity[]>> }>();

async function loadCitySlugs(db: Db): Promise<Map<string, LanderCity[]>> {
  const rows = await db
    .select({ country: cities.country, name: cities.name, lat: cities.lat, lon: cities.lon })
    .from(cities)
    .orderBy(asc(cities.id));
  const bySlug = new Map<string, LanderCity[]>();
  for (const row of rows) {
    const slug = toSlug(row.name);
    if (slug === '') continue;
    const list = bySlug.get(slug) ?? [];
    // A city listed twice in one country (two regions' rows) is one place for a lander.
    if (!list.some((city) => city.country === row.country && city.name === row.name)) list.push(row);
    bySlug.set(slug, list);
  }
  return bySlug;
}

function citySlugs(db: Db, nowMs: number): Promise<Map<string, LanderCity[]>> {
  const cached = cityCache.get(db);
  if (cached && nowMs - cached.at < CITY_CACHE_MS) return cached.bySlug;
  const bySlug = loadCitySlugs(db);
  cityCache.set(db, { at: nowMs, bySlug });
  // A failed read is not kept: the next request tries again.
  bySlug.catch(() => cityCache.delete(db));
  return bySlug;
}

/** The slug's meaning in the catalogue's order: a campaign, then an interest, then a city; else the default. */
export async function matchSlug(db: Db, slug: string | undefined, nowMs = Date.now()): Promise<SlugMatch> {
  if (slug === undefined || slug === '') return { kind: 'default' };
  const campaign = LANDER_CAMPAIGNS.find((name) => name === slug);
  if (campaign) return { kind: 'campaign', slug, campaign };
  const [interest] = await db.select({ id: interests.id }).from(interests).where(eq(interests.slug, slug)).limit(1);
  if (interest) return { kind: 'interest', slug, interestId: interest.id };
  const candidates = (await citySlugs(db, nowMs)).get(slug);
  if (candidates && candidates.length > 0) return { kind: 'city', slug, cities: candidates };
  return { kind: 'default' };
}

/** The variant the answer names, once the city's profiles are known (a city without any is the default). */
export function variantOf(match: SlugMatch, city: LanderCity | null): LanderVariant {
  switch (match.kind) {
    case 'default':
      return { kind: 'default' };
    case 'campaign':
      return { kind: 'campaign', slug: match.slug, campaign: match.campaign };
    case 'interest':
      return { kind: 'interest', slug: match.slug, interest: match.slug };
    case 'city':
      return city ? { kind: 'city', slug: match.slug, city: city.name } : { kind: 'default' };
  }
}
