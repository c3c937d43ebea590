import { MATCH_FINDER_INTERESTS_MAX, MatchFinderQuerySchema, SEARCH_AGE_MAX, SEARCH_AGE_MIN } from '@dating/shared/contracts/search';

/** The flow's answers as the form holds them (strings, as inputs give them). */
export interface MatchFinderAnswers {
  gender: '' | 'male' | 'female';
  min_age: string;
  max_age: string;
  country: string;
  countryregion: string;
  interests: number[];
}

export const EMPTY_ANSWERS: MatchFinderAnswers = {
  gender: '',
  min_age: '25',
  max_age: '45',
  country: '',
  countryregion: '',
  interests: [],
};

/**
 * The answers live in the URL once the flow is done (`?…&results=1`), so the ranked list can be
 * reloaded, shared and returned to with back. Anything invalid in a URL falls back to the empty answer.
 */
export function answersFromQuery(query: Record<string, string>): MatchFinderAnswers {
  const parsed = MatchFinderQuerySchema.safeParse(Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')));
  if (!parsed.success) return EMPTY_ANSWERS;
  const { gender, min_age, max_age, country, countryregion, interests } = parsed.data;
  return {
    gender: gender ?? '',
    min_age: String(min_age),
    max_age: String(max_age),
    country: country ?? '',
    countryregion: countryregion === undefined ? '' : String(countryregion),
    interests: interests ?? [],
  };
}

export function queryFromAnswers(answers: MatchFinderAnswers): string {
  const params = new URLSearchParams();
  if (answers.gender) params.set('gender', answers.gender);
  params.set('min_age', answers.min_age);
  params.set('max_age', answers.max_age);
  if (answers.country) params.set('country', answers.country);
  if (answers.country && answers.countryregion) params.set('countryregion', answers.countryregion);
  if (answers.interests.length > 0) params.set('interests', answers.interests.join(','));
  params.set('results', '1');
  return params.toString();
}

/** The age step's error, if any: each age a whole number in range, the minimum not above the maximum. */
export function ageError(answers: Pick<MatchFinderAnswers, 'min_age' | 'max_age'>): 'range' | 'order' | null {
  const valid = (value: string) => /^\d{1,3}$/.test(value.trim()) && Number(value) >= SEARCH_AGE_MIN && Number(value) <= SEARCH_AGE_MAX;
  if (!valid(answers.min_age) || !valid(answers.max_age)) return 'range';
  return Number(answers.min_age) > Number(answers.max_age) ? 'order' : null;
}

/** Toggling an interest keeps at most MATCH_FINDER_INTERESTS_MAX. */
export function toggleInterest(chosen: readonly number[], id: number): number[] {
  if (chosen.includes(id)) return chosen.filter((other) => other !== id);
  return chosen.length >= MATCH_FINDER_INTERESTS_MAX ? [...chosen] : [...chosen, id];
}
