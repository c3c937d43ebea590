import { useQuery } from '@tanstack/react-query';
import { getInboxEndpoint } from '@dating/shared/contracts/staff-inbox';
import type { Locale } from '@dating/shared/contracts/locales';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

export interface InboxFilters {
  language?: Locale;
  persona?: number;
}

/** The staff socket says when the queue changed; this is the safety net when a frame was missed or the socket is down. */
const SAFETY_REFETCH_MS = 30_000;

/**
 * GET /api/staff/inbox.php: the waiting conversations, oldest first, with who holds each. Refetched when
 * the staff socket says the queue changed (use-staff-socket.ts invalidates it) and every 30 s besides;
 * the previous answer stays on screen while a filter's answer loads, so the list never blinks.
 */
export function useInbox(filters: InboxFilters) {
  const { api } = useShellContext();
  return useQuery(
    {
      ...endpointQuery(api, getInboxEndpoint, { query: filters }),
      staleTime: 0,
      refetchInterval: SAFETY_REFETCH_MS,
      placeholderData: (previous) => previous,
    },
    queryClient,
  );
}

/** Every slice of the queue (each filter's), to be fetched again. */
export function invalidateInbox(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [getInboxEndpoint.path] });
}
