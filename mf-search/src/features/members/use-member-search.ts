import { useCallback, useEffect, useRef, useState } from 'react';
import { SearchResponseSchema, type ProfileSummary, type SearchFilters } from '@dating/shared/contracts/index';
import { isApiError, type ApiClient } from '@dating/shared/api-client/api-client';

export interface MemberSearchState {
  profiles: ProfileSummary[];
  total: number | null;
  next: string | null;
  /** 'first' while the first page of a search loads, 'more' while the next page loads. */
  loading: 'first' | 'more' | null;
  /** What failed, so retry repeats exactly that; 'login' when the site lets only members search (§6). */
  failed: 'first' | 'more' | 'login' | null;
}

const EMPTY: MemberSearchState = { profiles: [], total: null, next: null, loading: 'first', failed: null };

/**
 * Results of one search, accumulated page by page (§4). A new `searchKey` (new filters, or the same
 * filters searched again) clears them and loads the first page; `loadMore` appends the next page.
 * Requests of a search that was replaced are aborted and their answers ignored.
 */
export function useMemberSearch(api: ApiClient, filters: SearchFilters, searchKey: string, trafficSource: { network?: string; ref?: string }) {
  const [state, setState] = useState<MemberSearchState>(EMPTY);
  const controller = useRef<AbortController | null>(null);
  const current = useRef({ filters, trafficSource, next: null as string | null });
  current.current.filters = filters;
  current.current.trafficSource = trafficSource;

  const fetchPage = useCallback(
    async (kind: 'first' | 'more') => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const after = kind === 'more' ? current.current.next ?? undefined : undefined;
      setState((previous) => (kind === 'first' ? EMPTY : { ...previous, loading: 'more', failed: null }));
      try {
        const page = await api.get('/api/search.php', SearchResponseSchema, {
          query: { ...current.current.filters, ...current.current.trafficSource, after },
          signal: abort.signal,
        });
        if (abort.signal.aborted) return;
        current.current.next = page.next;
        setState((previous) => {
          // A profile already shown (possible only if the server order changed under a cursor) is not repeated.
          const seen = new Set(kind === 'more' ? previous.profiles.map((p) => p.id) : []);
          const profiles = [...(kind === 'more' ? previous.profiles : []), ...page.profiles.filter((p) => !seen.has(p.id))];
          return { profiles, total: page.total, next: page.next, loading: null, failed: null };
        });
      } catch (error) {
        if (abort.signal.aborted) return;
        // isApiError, not instanceof: the shell's client throws its own copy of the class.
        const loginRequired = isApiError(error) && error.code === 'authentication_required';
        setState((previous) => ({ ...previous, loading: null, failed: loginRequired ? 'login' : kind }));
      }
    },
    [api],
  );

  useEffect(() => {
    current.current.next = null;
    void fetchPage('first');
    return () => controller.current?.abort();
  }, [fetchPage, searchKey]);

  const loadMore = useCallback(() => void fetchPage('more'), [fetchPage]);
  const retry = useCallback(() => void fetchPage(state.failed === 'more' ? 'more' : 'first'), [fetchPage, state.failed]);
  return { ...state, loadMore, retry };
}
