import { BODY_TYPES, EYE_COLORS, HAIR_COLORS, TATTOO_OPTIONS, type Profile } from '@dating/shared/contracts/index';
import * as t from '../db/schema';
import { FIRST_NAMES } from './data/names';
import type { SupportedCountry } from './data/regions';
import { ABOUT_CLOSERS, ABOUT_MIDDLES, ABOUT_OPENERS } from './data/texts';
import type { FaceInput } from './photos';
import { createPrng, type Prng } from './prng';

export interface CityRef {
  regionId: number;
  regionName: string;
  country: SupportedCountry;
  name: string;
  lat: number;
  lon: number;
}

export interface GeneratedProfile {
  row: typeof t.profiles.$inferInsert & { gender: Profile['gender']; createdAt: Date };
  interestIds: number[];
  /** Whose face the portraits show, and how many pictures the gallery has (the first is the main photo). */
  face: FaceInput;
  photoCount: number;
}

const COUNTRY_WEIGHTS: Record<SupportedCountry, number> = {
  NL: 14,
  DE: 16,
  BE: 6,
  AT: 5,
  CH: 5,
  IT: 8,
  FR: 8,
  ES: 8,
  PL: 6,
  DK: 3,
  FI: 3,
  NO: 3,
  SE: 4,
  GB: 8,
  IE: 3,
  US: 10,
};
const AGE_BANDS = { '18-24': 15, '25-34': 30, '35-44': 25, '45-54': 17, '55-70': 13 } as const;
const DAY_MS = 86_400_000;
const FORMER_POOL = Array.from({ length: 60 }, (_, n) => n);

function ageFromBand(rnd: Prng, band: keyof typeof AGE_BANDS): number {
  const [min, max] = band.split('-').map(Number) as [number, number];
  return rnd.int(min, max);
}

/** A date of birth that makes the person exactly `age` on `now` (UTC), as YYYY-MM-DD. */
export function dateOfBirthForAge(now: Date, age: number, dayOffset: number): string {
  const birthday = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  // Going back 1..364 days from the latest possible birthday keeps the age exact.
  return new Date(birthday.getTime() - (1 + (dayOffset % 364)) * DAY_MS).toISOString().slice(0, 10);
}

function aboutMe(rnd: Prng): string {
  const middles = rnd.sample(ABOUT_MIDDLES, rnd.int(1, 2));
  return [rnd.pick(ABOUT_OPENERS), ...middles, rnd.pick(ABOUT_CLOSERS)].filter(Boolean).join(' ');
}

function orNull<T>(rnd: Prng, values: readonly T[], nullChance = 0.1): T | null {
  return rnd.chance(nullChance) ? null : rnd.pick(values);
}

/**
 * Fictional profiles, pure and deterministic: the i-th profile depends only on the seed and i's
 * predecessors, so a larger SEED_PROFILES extends the set without changing the first ones.
 */
export function generateFictionalProfiles(input: {
  count: number;
  seed: number;
  now: Date;
  cities: readonly CityRef[];
  interestIds: readonly number[];
}): GeneratedProfile[] {
  const rnd = createPrng(input.seed);
  const citiesByCountry = new Map<SupportedCountry, CityRef[]>();
  for (const city of input.cities) {
    const list = citiesByCountry.get(city.country) ?? [];
    list.push(city);
    citiesByCountry.set(city.country, list);
  }
  const out: GeneratedProfile[] = [];
  for (let i = 0; i < input.count; i += 1) {
    // Alternating keeps an exact 50/50 split even in tiny test seeds.
    const gender = i % 2 === 0 ? 'female' : 'male';
    const country = rnd.weighted(COUNTRY_WEIGHTS);
    const city = rnd.pick(citiesByCountry.get(country) ?? []);
    const sexuality =
      gender === 'female' ? rnd.weighted({ hetero: 70, bi: 18, lesbian: 12 }) : rnd.weighted({ hetero: 75, bi: 12, gay: 13 });
    const age = ageFromBand(rnd, rnd.weighted(AGE_BANDS));
    const online = rnd.chance(0.3);
    const lastSeenAt = new Date(input.now.getTime() - (online ? rnd.int(0, 10) * 60_000 : rnd.int(1, 14 * 24) * 3_600_000));
    const createdAt = new Date(input.now.getTime() - rnd.int(15, 700) * DAY_MS);
    // 3–6 photos: enough for the photo gating of the profile view (free members see 3) to show.
    const photoCount = Number(rnd.weighted({ '3': 20, '4': 30, '5': 30, '6': 20 }));
    const name = rnd.pick(FIRST_NAMES[country][gender]);
    const row: GeneratedProfile['row'] = {
      fictional: true,
      name,
      status: 'active',
      country,
      regionId: city.regionId,
      city: city.name,
      // Jitter within ~3 km: profiles of one city do not stack on one point.
      lat: Number((city.lat + (rnd.next() - 0.5) * 0.05).toFixed(5)),
      lon: Number((city.lon + (rnd.next() - 0.5) * 0.05).toFixed(5)),
      gender,
      sexuality,
      dateOfBirth: dateOfBirthForAge(input.now, age, rnd.int(0, 363)),
      hairColor: orNull(rnd, HAIR_COLORS),
      eyeColor: orNull(rnd, EYE_COLORS),
      bodyType: orNull(rnd, BODY_TYPES),
      relationshipStatus: rnd.chance(0.1)
        ? null
        : rnd.weighted({ single: 60, divorced: 15, separated: 8, widowed: 4, in_relationship: 8, married: 5 }),
      tattoos: orNull(rnd, TATTOO_OPTIONS),
      aboutMe: aboutMe(rnd),
      online,
      lastSeenAt,
      createdAt,
      updatedAt: createdAt,
    };
    out.push({
      row,
      interestIds: rnd.sample(input.interestIds, rnd.int(3, 8)).sort((a, b) => a - b),
      face: { key: `fictional:${i}:${name}`, gender, age, hairColor: row.hairColor ?? null },
      photoCount,
    });
    // The draw of the former shared portrait pool, kept so that every profile after this one stays who it was.
    rnd.sample(FORMER_POOL, photoCount);
  }
  return out;
}
