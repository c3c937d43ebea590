import { useInfiniteQuery } from '@tanstack/react-query';
import { searchGifsEndpoint, type Gif, type GifSearchResponse } from '@dating/shared/contracts/chats';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

const NO_GIFS: Gif[] = [];

/**
 * GET /api/gifs.php through the site's provider: the featured GIFs for an empty search, else the
 * results for `q`, a page at a time (each page's `next` asks for the following one).
 */
export function useSearchGifs(q: string) {
  const { api } = useShellContext();
  const query = useInfiniteQuery(
    {
      queryKey: endpointKey(searchGifsEndpoint, { q }),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api.call(searchGifsEndpoint, { query: { ...(q ? { q } : {}), ...(pageParam ? { page: pageParam } : {}) }, signal }),
      getNextPageParam: (last: GifSearchResponse) => last.next ?? undefined,
      staleTime: 5 * 60_000,
    },
    queryClient,
  );
  // A provider may repeat a GIF across pages: each shows once.
  const seen = new Set<string>();
  const gifs = query.data?.pages.flatMap((page) => page.gifs).filter((gif) => !seen.has(gif.id) && seen.add(gif.id)) ?? NO_GIFS;
  return { query, gifs };
}
