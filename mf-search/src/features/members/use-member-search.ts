import { useCallback, useEffect, useRef, useState } from 'react';
import { SearchResponseSchema, type SearchFilters } from '@dating/shared/contracts/index';
import { isApiError, type ApiClient } from '@dating/shared/api-client/api-client';
import { keepPages, recallPages, type LoadedPages } from './kept-results';

export interface MemberSearchState {
  profiles: LoadedPages['profiles'];
  total: number | null;
  next: string | null;
  /** 'first' while the first page of a search loads, 'more' while the next page loads. */
  loading: 'first' | 'more' | null;
  /** What failed, so retry repeats exactly that; 'login' when the site lets only members search. */
  failed: 'first' | 'more' | 'login' | null;
}

const EMPTY: MemberSearchState = { profiles: [], total: null, next: null, loading: 'first', failed: null };
const shown = (pages: LoadedPages): MemberSearchState => ({ ...pages, loading: null, failed: null });

export interface MemberSearchInput {
  filters: SearchFilters;
  trafficSource: { network?: string; ref?: string };
  /** A new key is a new search (new filters, or the same filters searched again). */
  searchKey: string;
  /** Where the loaded pages are kept (kept-results); null: neither kept nor taken from there. */
  keptAs: string | null;
}

/**
 * Results of one search, accumulated page by page. A new `searchKey` starts the search over:
 * from the pages kept under `keptAs` when there are any (Back to an earlier search), otherwise from
 * its first page; `loadMore` appends the next page. Requests of a search that was replaced are
 * aborted and their answers ignored.
 */
export function useMemberSearch(api: ApiClient, { filters, trafficSource, searchKey, keptAs }: MemberSearchInput) {
  const [state, setState] = useState<MemberSearchState>(() => {
    const kept = keptAs === null ? null : recallPages(keptAs);
    return kept ? shown(kept) : EMPTY;
  });
  const controller = useRef<AbortController | null>(null);
  const current = useRef({ filters, trafficSource, keptAs, loaded: null as LoadedPages | null });
  current.current.filters = filters;
  current.current.trafficSource = trafficSource;
  current.current.keptAs = keptAs;

  const fetchPage = useCallback(
    async (kind: 'first' | 'more') => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const after = kind === 'more' ? (current.current.loaded?.next ?? undefined) : undefined;
      setState((previous) => (kind === 'first' ? EMPTY : { ...previous, loading: 'more', failed: null }));
      try {
        const page = await api.get('/api/search.php', SearchResponseSchema, {
          query: { ...current.current.filters, ...current.current.trafficSource, after },
          signal: abort.signal,
        });
        if (abort.signal.aborted) return;
        const before = kind === 'more' ? (current.current.loaded?.profiles ?? []) : [];
        // A profile already shown (possible only if the server order changed under a cursor) is not repeated.
        const seen = new Set(before.map((p) => p.id));
        const loaded: LoadedPages = {
          profiles: [...before, ...page.profiles.filter((p) => !seen.has(p.id))],
          total: page.total,
          next: page.next,
        };
        current.current.loaded = loaded;
        // The key as of now: a bare /members gets its URL (and so its key) while the first page loads.
        if (current.current.keptAs !== null) keepPages(current.current.keptAs, loaded);
        setState(shown(loaded));
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
    const key = current.current.keptAs;
    const kept = key === null ? null : recallPages(key);
    current.current.loaded = kept;
    if (kept) setState(shown(kept));
    else void fetchPage('first');
    return () => controller.current?.abort();
  }, [fetchPage, searchKey]);

  const loadMore = useCallback(() => void fetchPage('more'), [fetchPage]);
  const retry = useCallback(() => void fetchPage(state.failed === 'more' ? 'more' : 'first'), [fetchPage, state.failed]);
  return { ...state, loadMore, retry };
}
