import { useInfiniteQuery } from '@tanstack/react-query';
import { listInboxMessagesEndpoint } from '@dating/shared/contracts/staff-inbox';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/staff/inbox/messages.php: the conversation's older pages, newest page first, from `before`
 * (the cursor the first page gave when the operator first asked for more). Pinned to that cursor: a new
 * message shifts the first page, and the history already opened must not start over because of it.
 */
export function useInboxMessages(conversation: number, before: number | null) {
  const { api } = useShellContext();
  return useInfiniteQuery(
    {
      queryKey: [listInboxMessagesEndpoint.path, conversation, before],
      queryFn: ({ pageParam, signal }) => api.call(listInboxMessagesEndpoint, { query: { conversation, before: pageParam }, signal }),
      initialPageParam: before ?? 0,
      getNextPageParam: (page) => page.older_cursor ?? undefined,
      enabled: before !== null,
      staleTime: Number.POSITIVE_INFINITY,
    },
    queryClient,
  );
}
