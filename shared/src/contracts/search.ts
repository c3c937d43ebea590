import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText, queryRowId, rowId } from './fields';
import { GENDERS, ProfileSummarySchema } from './profile';

/** Ages a search may ask for (min_age, max_age). */
export const SEARCH_AGE_MIN = 18;
export const SEARCH_AGE_MAX = 99;
/** Results per page, unless the caller asks for fewer or more (up to the maximum). */
const SEARCH_PAGE_SIZE = 24;
const SEARCH_PAGE_SIZE_MAX = 48;

const age = z.coerce.number().int().min(SEARCH_AGE_MIN).max(SEARCH_AGE_MAX);

/**
 * Query of GET /api/search.php. Every filter is optional (absent = any). `after` is the opaque
 * `next` of the previous page; `network`/`ref` are the visitor's traffic source (tracking query),
 * which decides whether a visitor may search when the site demands one.
 */
export const SearchQuerySchema = z
  .object({
    gender: z.enum(GENDERS).optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 code')
      .optional(),
    /** A region id of GET /api/regions.php. */
    countryregion: queryRowId().optional(),
    min_age: age.optional(),
    max_age: age.optional(),
    after: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor')
      .optional(),
    limit: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE),
    network: lineText().max(200).optional(),
    ref: lineText().max(200).optional(),
  })
  .refine((query) => query.min_age === undefined || query.max_age === undefined || query.min_age <= query.max_age, {
    path: ['max_age'],
    message: 'max_age must not be below min_age',
  });
type SearchQuery = z.infer<typeof SearchQuerySchema>;
/** The filters alone (what the search form and the URL hold). */
export type SearchFilters = Pick<SearchQuery, 'gender' | 'country' | 'countryregion' | 'min_age' | 'max_age'>;

/** One page of results: `total` counts the whole filtered set; `next` is the cursor of the next page, null on the last. */
export const SearchResponseSchema = z.object({
  profiles: z.array(ProfileSummarySchema),
  total: z.number().int().min(0),
  next: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** Similar profiles shown at most (profile view, and a search that finds little). */
export const SIMILAR_LIMIT = 12;
/** A search with fewer results than this also shows similar profiles. */
export const FEW_RESULTS = 6;
/** Years either side of the base age (or the searched range) that still count as the same age band. */
export const SIMILAR_AGE_BAND = 5;

/**
 * GET /api/similar.php: with `id`, profiles similar to that profile (same country and gender, age
 * band, interests overlap); without, profiles near the given filters (same country, widened age band)
 * ranked by interests shared with the viewer. Excludes the viewer, blocks and hidden accounts.
 */
export const SimilarQuerySchema = z.object({
  id: queryRowId().optional(),
  gender: z.enum(GENDERS).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 code')
    .optional(),
  min_age: age.optional(),
  max_age: age.optional(),
  network: lineText().max(200).optional(),
  ref: lineText().max(200).optional(),
});
export type SimilarQuery = z.infer<typeof SimilarQuerySchema>;
export const SimilarResponseSchema = z.object({ profiles: z.array(ProfileSummarySchema) });
export type SimilarResponse = z.infer<typeof SimilarResponseSchema>;

/** Interests a match-finder wish may name. */
export const MATCH_FINDER_INTERESTS_MAX = 5;
export const MATCH_FINDER_LIMIT = 24;

/** GET /api/match-finder.php: the guided flow's answers (who, age range, where, a few interests). */
export const MatchFinderQuerySchema = z
  .object({
    gender: z.enum(GENDERS).optional(),
    min_age: age.default(SEARCH_AGE_MIN),
    max_age: age.default(SEARCH_AGE_MAX),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 code')
      .optional(),
    countryregion: queryRowId().optional(),
    /** Comma-separated interest ids (a query string keeps the flow shareable). */
    interests: z
      .string()
      .max(100)
      .regex(/^(\d{1,6}(,\d{1,6})*)?$/, 'Expected comma-separated interest ids')
      .transform((value) => [...new Set(value.split(',').filter(Boolean).map(Number))])
      .pipe(z.array(rowId()).max(MATCH_FINDER_INTERESTS_MAX))
      .optional(),
    network: lineText().max(200).optional(),
    ref: lineText().max(200).optional(),
  })
  .refine((query) => query.min_age <= query.max_age, { path: ['max_age'], message: 'max_age must not be below min_age' });
export type MatchFinderQuery = z.infer<typeof MatchFinderQuerySchema>;

/** A ranked match: the summary, its score (0–100) and which of the asked interests it shares. */
export const MatchFinderResponseSchema = z.object({
  matches: z.array(
    z.object({ profile: ProfileSummarySchema, score: z.number().min(0).max(100), shared_interests: z.array(z.number().int().positive()) }),
  ),
});
export type MatchFinderResponse = z.infer<typeof MatchFinderResponseSchema>;

/** One page of members matching the filters (visitors only where the site allows it). */
export const searchMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/search.php',
  access: 'visitor',
  cache: 'no-store',
  query: SearchQuerySchema,
  response: SearchResponseSchema,
});

/** Profiles similar to one (`id`) or near a search that found little; a base profile the viewer may not see is 404. */
export const similarProfilesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/similar.php',
  access: 'visitor',
  cache: 'no-store',
  query: SimilarQuerySchema,
  response: SimilarResponseSchema,
  errors: ['not_found'],
});

/** The match finder's ranked list for a wish (visitors as for search). */
export const matchFinderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/match-finder.php',
  access: 'visitor',
  cache: 'no-store',
  query: MatchFinderQuerySchema,
  response: MatchFinderResponseSchema,
});
