import { HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody } from '../contracts/errors';
import type { ProfileSummary } from '../contracts/profile';
import {
  matchFinderEndpoint,
  searchMembersEndpoint,
  similarProfilesEndpoint,
  MATCH_FINDER_LIMIT,
  MatchFinderQuerySchema,
  SIMILAR_LIMIT,
  SearchQuerySchema,
  SimilarQuerySchema,
  type MatchFinderResponse,
  type SearchResponse,
  type SimilarResponse,
} from '../contracts/search';
import { endpointHandler } from './endpoint-handler';
import { profileFixtures } from './fixtures';

const CITIES = ['Amsterdam', 'Utrecht', 'Rotterdam', 'Den Haag', 'Antwerpen', 'Gent', 'Berlin', 'London'] as const;
const COUNTRIES = ['NL', 'NL', 'NL', 'NL', 'BE', 'BE', 'DE', 'GB'] as const;

/**
 * 60 members for search tests and standalone pages: the three profile fixtures first, then generated
 * ones (ids descending like the real api's newest-first order, ages 20–59, every fifth without photo,
 * every third fictional). fixtures are checked against ProfileSummarySchema in search.test.ts.
 */
export const searchProfilesFixture: ProfileSummary[] = [
  ...profileFixtures,
  ...Array.from({ length: 57 }, (_, index): ProfileSummary => {
    const id = 300 - index;
    return {
      id,
      name: `Member ${id}`,
      age: 20 + (index % 40),
      gender: index % 2 === 0 ? 'female' : 'male',
      country: COUNTRIES[index % COUNTRIES.length]!,
      city: CITIES[index % CITIES.length]!,
      main_image:
        index % 5 === 4
          ? null
          : { filename: `${id}.jpg`, thumb_filename: `${id}-thumb.jpg`, status: 'active', match: `/photos/${id}-match.jpg` },
      online: index % 4 === 0,
      fictional: index % 3 === 0,
    };
  }),
];

export interface SearchMockOptions {
  profiles?: ProfileSummary[];
  /** Called with each request's URL, for assertions on what the screen asked for. */
  onRequest?: (url: URL) => void;
}

/**
 * GET /api/search.php over a list of summaries: the real filters (gender, country, ages; region is
 * accepted and ignored, summaries carry no region), cursor paging by position, 400 on bad input.
 */
export function createSearchHandler({ profiles = searchProfilesFixture, onRequest }: SearchMockOptions = {}): HttpHandler {
  return endpointHandler(searchMembersEndpoint, ({ request }) => {
    const url = new URL(request.url);
    onRequest?.(url);
    const parsed = SearchQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const body: ErrorBody = {
        error: { code: 'validation_failed', message: issue?.message ?? 'Invalid search', field: String(issue?.path[0] ?? 'query') },
      };
      return HttpResponse.json<ErrorBody>(body, { status: 400 });
    }
    const query = parsed.data;
    const matching = profiles.filter(
      (p) =>
        (!query.gender || p.gender === query.gender) &&
        (!query.country || p.country === query.country) &&
        (query.min_age === undefined || p.age >= query.min_age) &&
        (query.max_age === undefined || p.age <= query.max_age),
    );
    const start = query.after ? Number(query.after.replace(/^p/, '')) : 0;
    const page = matching.slice(start, start + query.limit);
    const end = start + page.length;
    const body: SearchResponse = { profiles: page, total: matching.length, next: end < matching.length ? `p${end}` : null };
    return HttpResponse.json(body);
  });
}

/**
 * GET /api/similar.php and GET /api/match-finder.php over the same members: similar = the first few
 * of the same country (the api ranks by interests; the fixtures have none), matches = the filtered
 * members with a descending score, so screens and tests see the api's shapes.
 */
export function createSimilarAndMatchHandlers({ profiles = searchProfilesFixture }: { profiles?: ProfileSummary[] } = {}): HttpHandler[] {
  return [
    endpointHandler(similarProfilesEndpoint, ({ request }) => {
      const url = new URL(request.url);
      const query = SimilarQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success)
        return HttpResponse.json<ErrorBody>(
          {
            error: { code: 'validation_failed', message: 'bad query', field: String(query.error.issues[0]?.path[0] ?? 'query') },
          } satisfies ErrorBody,
          { status: 400 },
        );
      const base = query.data.id === undefined ? null : profiles.find((p) => p.id === query.data.id);
      if (query.data.id !== undefined && !base)
        return HttpResponse.json<ErrorBody>({ error: { code: 'not_found', message: 'Profile not found' } }, { status: 404 });
      const country = base?.country ?? query.data.country;
      const body: SimilarResponse = {
        profiles: profiles.filter((p) => p.id !== base?.id && (!country || p.country === country)).slice(0, SIMILAR_LIMIT),
      };
      return HttpResponse.json(body);
    }),
    endpointHandler(matchFinderEndpoint, ({ request }) => {
      const url = new URL(request.url);
      const query = MatchFinderQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success)
        return HttpResponse.json<ErrorBody>(
          {
            error: { code: 'validation_failed', message: 'bad query', field: String(query.error.issues[0]?.path[0] ?? 'query') },
          } satisfies ErrorBody,
          { status: 400 },
        );
      const { gender, country, min_age, max_age } = query.data;
      const found = profiles.filter(
        (p) => (!gender || p.gender === gender) && (!country || p.country === country) && p.age >= min_age && p.age <= max_age,
      );
      const body: MatchFinderResponse = {
        matches: found
          .slice(0, MATCH_FINDER_LIMIT)
          .map((profile, index) => ({ profile, score: Math.max(0, 95 - index * 3), shared_interests: [] })),
      };
      return HttpResponse.json(body);
    }),
  ];
}
