import { SEARCH_AGE_MAX, SEARCH_AGE_MIN, type SearchFilters } from '../contracts/search';
import type { Profile } from '../contracts/profile';
import type { Settings } from '../contracts/settings';

type Gender = Profile['gender'];

/** Years either side of the member's own age in the default age range. */
const DEFAULT_AGE_SPREAD = 10;

/**
 * The gender a member looks for by default (from gender and sexuality): hetero → the other
 * gender, gay → men, lesbian → women, bi → anyone (undefined).
 */
export function genderSought(profile: Pick<Profile, 'gender' | 'sexuality'>): Gender | undefined {
  switch (profile.sexuality) {
    case 'hetero':
      return profile.gender === 'male' ? 'female' : 'male';
    case 'gay':
      return 'male';
    case 'lesbian':
      return 'female';
    case 'bi':
      return undefined;
  }
}

/** The filters a fresh /members shows: from the member's own profile; a visitor gets an open search. */
export function defaultFilters(
  profile: Pick<Profile, 'gender' | 'sexuality' | 'country' | 'date_of_birth'> | null,
  settings: Settings,
  now = new Date(),
): SearchFilters {
  if (!profile) return {};
  const [year, month, day] = profile.date_of_birth.split('-').map(Number) as [number, number, number];
  // UTC date parts, as the api counts ages (api/src/members/age.ts): the default range then matches
  // the ages the results show, whatever the member's time zone.
  const birthdayPassed = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  const age = now.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
  const minimum = Math.max(SEARCH_AGE_MIN, settings.min_age);
  return {
    gender: genderSought(profile),
    country: settings.countries.includes(profile.country) ? profile.country : undefined,
    min_age: Math.min(SEARCH_AGE_MAX, Math.max(minimum, age - DEFAULT_AGE_SPREAD)),
    max_age: Math.max(minimum, Math.min(SEARCH_AGE_MAX, age + DEFAULT_AGE_SPREAD)),
  };
}
