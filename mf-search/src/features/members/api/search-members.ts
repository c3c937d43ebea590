import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { isApiError } from '@dating/shared/api-client/api-client';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { searchMembersEndpoint, type SearchFilters } from '@dating/shared/contracts/search';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * How long the pages of a search stay kept for Back (from a profile, or from a later search) — and
 * stay shown without asking again: after that the online markers and the order have gone stale.
 */
const KEPT_MS = 15 * 60 * 1000;

type TrafficSource = { network?: string; ref?: string };

/** One search's key: the viewer too, so nothing of one member's searches is shown to the next on this page. */
const searchKey = (viewer: number | null, filters: SearchFilters, trafficSource: TrafficSource) => [
  ...endpointKey(searchMembersEndpoint),
  viewer ?? 'visitor',
  filters,
  trafficSource,
];

export interface SearchMembersInput {
  /** The member's user id, or null for a visitor. */
  viewer: number | null;
  filters: SearchFilters;
  trafficSource: TrafficSource;
  /** A fresh visit (the menu's bare /members): the first page again, not pages kept from before. */
  fresh: boolean;
}

/**
 * GET /api/search.php, page by page (cursor `after` = the previous page's `next`). The loaded pages
 * of the last searches stay in mf-search's QueryClient, so Back to a search shows what the member had
 * scrolled through. A replaced search's request is cancelled (the query function hands the signal on).
 */
export function useSearchMembers({ viewer, filters, trafficSource, fresh }: SearchMembersInput) {
  const { api } = useShellContext();
  const queryKey = searchKey(viewer, filters, trafficSource);
  // A fresh visit drops what was kept for its filters, before the query below reads the cache — once
  // per search, and never a search this screen is showing (the URL of a bare /members is filled in
  // while its first page loads).
  const freshFor = useRef<string | null>(null);
  const hash = JSON.stringify(queryKey);
  if (fresh && freshFor.current !== hash) {
    freshFor.current = hash;
    if (!queryClient.getQueryCache().find({ queryKey, exact: true })?.getObserversCount())
      queryClient.removeQueries({ queryKey, exact: true });
  }
  return useInfiniteQuery(
    {
      queryKey,
      queryFn: ({ pageParam, signal }) =>
        api.call(searchMembersEndpoint, { query: { ...filters, ...trafficSource, ...(pageParam ? { after: pageParam } : {}) }, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next,
      staleTime: KEPT_MS,
      gcTime: KEPT_MS,
    },
    queryClient,
  );
}

/** A search the member submits starts over from its first page, even one whose pages are kept. */
export function startSearchOver(viewer: number | null, filters: SearchFilters, trafficSource: TrafficSource) {
  return queryClient.resetQueries({ queryKey: searchKey(viewer, filters, trafficSource), exact: true });
}

/** The search as the screen shows it. */
export interface SearchResults {
  profiles: ProfileSummary[];
  /** The whole filtered set's size, once a page came. */
  total: number | null;
  next: boolean;
  /** How many pages came in. */
  pages: number;
  /** 'first' while the first page of a search loads, 'more' while the next page loads. */
  loading: 'first' | 'more' | null;
  /** What failed, so retry repeats exactly that; 'login' when the site lets only members search. */
  failed: 'first' | 'more' | 'login' | null;
  loadMore: () => void;
  retry: () => void;
}

/** The pages of a search as one list (a profile already shown is not repeated: possible only if the order changed under a cursor). */
export function useSearchResults(search: ReturnType<typeof useSearchMembers>): SearchResults {
  const { data, error, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch, hasNextPage } = search;
  const profiles = useMemo(() => {
    const seen = new Set<number>();
    return (data?.pages ?? []).flatMap((page) => page.profiles).filter((profile) => !seen.has(profile.id) && Boolean(seen.add(profile.id)));
  }, [data]);
  const last = data?.pages.at(-1);
  const loginRequired = isApiError(error) && error.code === 'authentication_required';
  const failed = isFetching || !error ? null : loginRequired ? 'login' : isFetchNextPageError ? 'more' : 'first';
  return {
    profiles,
    total: last ? last.total : null,
    next: hasNextPage,
    pages: data?.pages.length ?? 0,
    loading: isFetchingNextPage ? 'more' : isFetching && !data ? 'first' : null,
    failed,
    loadMore: () => void fetchNextPage({ cancelRefetch: false }),
    retry: () => void (failed === 'more' ? fetchNextPage() : refetch()),
  };
}
