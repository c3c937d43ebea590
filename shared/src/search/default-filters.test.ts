import type { Profile } from '../contracts/profile';
import { settingsFixture } from '../msw/fixtures';
import { defaultFilters, genderSought } from './default-filters';

type Own = Pick<Profile, 'gender' | 'sexuality' | 'country' | 'date_of_birth'>;

const member = (own: Partial<Own> = {}): Own => ({
  gender: 'male',
  sexuality: 'hetero',
  country: 'NL',
  date_of_birth: '1990-06-15',
  ...own,
});

/** Noon UTC on 2025-03-01: the member born 1990-06-15 is 34. */
const NOW = new Date('2025-03-01T12:00:00Z');

/**
 * `iso` as a browser two hours ahead of UTC sees it: its local date parts are those of UTC+2, so
 * shortly before midnight UTC they already name the next day.
 */
function seenInUtcPlus2(iso: string): Date {
  const date = new Date(iso);
  const local = new Date(date.getTime() + 2 * 60 * 60 * 1000);
  date.getFullYear = () => local.getUTCFullYear();
  date.getMonth = () => local.getUTCMonth();
  date.getDate = () => local.getUTCDate();
  return date;
}

describe('genderSought', () => {
  it.each([
    ['a hetero man looks for women', { gender: 'male', sexuality: 'hetero' }, 'female'],
    ['a hetero woman looks for men', { gender: 'female', sexuality: 'hetero' }, 'male'],
    ['a gay man looks for men', { gender: 'male', sexuality: 'gay' }, 'male'],
    ['a lesbian woman looks for women', { gender: 'female', sexuality: 'lesbian' }, 'female'],
    ['a bi man looks for anyone', { gender: 'male', sexuality: 'bi' }, undefined],
    ['a bi woman looks for anyone', { gender: 'female', sexuality: 'bi' }, undefined],
    // A sexuality this build does not know yet (a newer api): anyone, rather than a wrong guess.
    ['an unknown sexuality looks for anyone', { gender: 'female', sexuality: 'pan' as Profile['sexuality'] }, undefined],
  ] as const)('%s', (_, profile, sought) => {
    expect(genderSought(profile)).toBe(sought);
  });
});

describe('defaultFilters', () => {
  it.each<[string, Partial<Own>, Partial<typeof settingsFixture>, ReturnType<typeof defaultFilters>]>([
    ['a hetero man in NL', {}, {}, { gender: 'female', country: 'NL', min_age: 24, max_age: 44 }],
    ['a hetero woman in BE', { gender: 'female', country: 'BE' }, {}, { gender: 'male', country: 'BE', min_age: 24, max_age: 44 }],
    ['a gay man looks for men', { sexuality: 'gay' }, {}, { gender: 'male', country: 'NL', min_age: 24, max_age: 44 }],
    [
      'a lesbian woman looks for women',
      { gender: 'female', sexuality: 'lesbian' },
      {},
      { gender: 'female', country: 'NL', min_age: 24, max_age: 44 },
    ],
    ['a bi man: any gender', { sexuality: 'bi' }, {}, { gender: undefined, country: 'NL', min_age: 24, max_age: 44 }],
    [
      'an unknown sexuality: any gender',
      { sexuality: 'pan' as Profile['sexuality'] },
      {},
      { gender: undefined, country: 'NL', min_age: 24, max_age: 44 },
    ],
    [
      'a country the site does not offer: any country',
      { country: 'FR' },
      {},
      { gender: 'female', country: undefined, min_age: 24, max_age: 44 },
    ],
    ['a 20-year-old: never below 18', { date_of_birth: '2004-06-15' }, {}, { gender: 'female', country: 'NL', min_age: 18, max_age: 30 }],
    [
      'a 20-year-old on a 21+ site: never below the site minimum',
      { date_of_birth: '2004-06-15' },
      { min_age: 21 },
      { gender: 'female', country: 'NL', min_age: 21, max_age: 30 },
    ],
    ['a 94-year-old: never above 99', { date_of_birth: '1930-06-15' }, {}, { gender: 'female', country: 'NL', min_age: 84, max_age: 99 }],
    [
      'a 5-year-old (bad data): still a valid range',
      { date_of_birth: '2019-06-15' },
      {},
      { gender: 'female', country: 'NL', min_age: 18, max_age: 18 },
    ],
  ])('%s', (_, own, settings, expected) => {
    expect(defaultFilters(member(own), { ...settingsFixture, ...settings }, NOW)).toEqual(expected);
  });

  it('gives a visitor an open search', () => {
    expect(defaultFilters(null, settingsFixture, NOW)).toEqual({});
  });

  it('counts a birthday today and not one tomorrow, in UTC as the api does', () => {
    const range = (now: Date) => {
      const { min_age, max_age } = defaultFilters(member(), settingsFixture, now);
      return [min_age, max_age];
    };
    // The 35th birthday is 2025-06-15.
    expect(range(new Date('2025-06-15T00:00:00Z'))).toEqual([25, 45]);
    expect(range(new Date('2025-06-14T23:59:59Z'))).toEqual([24, 44]);
    // 00:30 on the 15th for a member two hours ahead of UTC is still the 14th for the api.
    expect(range(seenInUtcPlus2('2025-06-14T22:30:00Z'))).toEqual([24, 44]);
    expect(range(seenInUtcPlus2('2025-06-15T00:30:00Z'))).toEqual([25, 45]);
  });
});
