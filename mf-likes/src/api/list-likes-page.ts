import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { EventBus } from '@dating/shared/bus/event-bus';
import { listLikesPageEndpoint, type LikesListItem, type LikesType } from '@dating/shared/contracts/likes';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';

/** A tab's key names the member too, so nothing of one member's likes is shown to the next on this page. */
const tabKey = (viewer: number, type: LikesType) => [...endpointKey(listLikesPageEndpoint), viewer, type];

/**
 * A likes tab, page by page (GET /api/likes-list.php, `page` 1, 2, …). Each page's `total_new` is the
 * nav badge's number as the server counts it now, so the bus hears it too.
 */
export function useLikesPage(viewer: number, type: LikesType) {
  const { api, bus } = useShellContext();
  return useInfiniteQuery(
    {
      queryKey: tabKey(viewer, type),
      queryFn: async ({ pageParam, signal }) => {
        const page = await api.call(listLikesPageEndpoint, { query: { type, page: pageParam }, signal });
        bus.set('newLikes', page.total_new);
        return page;
      },
      initialPageParam: 1,
      getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    },
    queryClient,
  );
}

/** A tab as the screen shows it: the cards of all loaded pages (none twice: a like given while paging shifts the pages). */
export function useLikesPageItems(tab: ReturnType<typeof useLikesPage>): { items: LikesListItem[]; total: number | null } {
  const { data } = tab;
  return useMemo(() => {
    const seen = new Set<number>();
    const items = (data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((item) => !seen.has(item.profile.id) && Boolean(seen.add(item.profile.id)));
    return { items, total: data?.pages.at(-1)?.total ?? null };
  }, [data]);
}

/**
 * The likes changed (a like given or removed, a match, an auto-like): this remote's tabs load again, and
 * the shell reloads its likes (the nav badge).
 */
export function reloadLikes(bus: EventBus): void {
  void queryClient.invalidateQueries({ queryKey: endpointKey(listLikesPageEndpoint) });
  bus.emit('refreshRequested', { what: ['likes'] });
}

/** Only this remote's tabs load again (the shell already knows: the news came from it, over the bus). */
export function reloadLikesTabs(): void {
  void queryClient.invalidateQueries({ queryKey: endpointKey(listLikesPageEndpoint) });
}
