import { SearchQuerySchema, type SearchFilters } from '@dating/shared/contracts/search';

/** The filter keys, in the order they appear in the URL. */
const FILTER_KEYS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;

export { defaultFilters } from '@dating/shared/search/default-filters';

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
function queryFromFilters(filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    params.set(key, value === undefined ? '' : String(value));
  }
  return params.toString();
}

/**
 * The URL of a search on `pathname`: its filters, then every other parameter the page was opened with (the
 * tracking query, a like link's `like` and `t`, …) — a search never drops what another part of the page reads.
 */
export function searchUrl(pathname: string, filters: SearchFilters, query: Record<string, string>): string {
  const params = new URLSearchParams(queryFromFilters(filters));
  for (const [key, value] of Object.entries(query)) {
    if (!(FILTER_KEYS as readonly string[]).includes(key)) params.append(key, value);
  }
  return `${pathname}?${params.toString()}`;
}

/** A stable key of a search, to tell a new search from the same one. */
export function filtersKey(filters: SearchFilters): string {
  return queryFromFilters(filters);
}
