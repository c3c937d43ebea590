import {
  SEARCH_AGE_MAX,
  SEARCH_AGE_MIN,
  SearchQuerySchema,
  type Profile,
  type SearchFilters,
  type Settings,
} from '@dating/shared/contracts/index';

type Gender = Profile['gender'];

/** The filter keys, in the order they appear in the URL. */
export const FILTER_KEYS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;

/** Years either side of the member's own age in the default age range. */
const DEFAULT_AGE_SPREAD = 10;

/**
 * The gender a member looks for by default (§3: from gender and sexuality): hetero → the other
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
export function defaultFilters(profile: Pick<Profile, 'gender' | 'sexuality' | 'country' | 'date_of_birth'> | null, settings: Settings, now = new Date()): SearchFilters {
  if (!profile) return {};
  const [year, month, day] = profile.date_of_birth.split('-').map(Number) as [number, number, number];
  const birthdayPassed = now.getMonth() + 1 > month || (now.getMonth() + 1 === month && now.getDate() >= day);
  const age = now.getFullYear() - year - (birthdayPassed ? 0 : 1);
  const minimum = Math.max(SEARCH_AGE_MIN, settings.min_age);
  return {
    gender: genderSought(profile),
    country: settings.countries.includes(profile.country) ? profile.country : undefined,
    min_age: Math.min(SEARCH_AGE_MAX, Math.max(minimum, age - DEFAULT_AGE_SPREAD)),
    max_age: Math.max(minimum, Math.min(SEARCH_AGE_MAX, age + DEFAULT_AGE_SPREAD)),
  };
}

/** Whether the URL holds a search at all (any filter key, even an empty one = "any"). */
export function hasSearchInQuery(query: Record<string, string>): boolean {
  return FILTER_KEYS.some((key) => key in query);
}

/**
 * The filters of a URL query. Values the api would refuse are dropped one by one (a hand-edited or
 * old link still searches, with the bad filter open), and min > max drops max.
 */
export function filtersFromQuery(query: Record<string, string>): SearchFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    const single = SearchQuerySchema.safeParse({ [key]: value });
    if (single.success && single.data[key] !== undefined) filters[key] = single.data[key];
  }
  const result = filters as SearchFilters;
  if (result.min_age !== undefined && result.max_age !== undefined && result.min_age > result.max_age) delete result.max_age;
  return result;
}

/** The URL query of a search: every key present (empty = any), so "any" is remembered as a choice. */
export function queryFromFilters(filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    params.set(key, value === undefined ? '' : String(value));
  }
  return params.toString();
}

/** A stable key of a search, to tell a new search from the same one. */
export function filtersKey(filters: SearchFilters): string {
  return queryFromFilters(filters);
}
