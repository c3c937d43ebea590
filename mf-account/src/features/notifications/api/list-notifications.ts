import { useQuery } from '@tanstack/react-query';
import { listNotificationsEndpoint } from '@dating/shared/contracts/notifications';
import { endpointKey, endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** The key of one page of the list, for the answer of marking some read. */
export const notificationsPageKey = (page: number) => endpointKey(listNotificationsEndpoint, { page });

/**
 * One page of the member's notifications, GET /api/notifications.php?page=. Asked anew whenever a
 * page is shown and kept only while it is (gcTime 0): new notifications arrive all the time, and
 * Back to a page must not show it as it was.
 */
export function useNotifications(page: number) {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, listNotificationsEndpoint, { query: { page } }), staleTime: 0, gcTime: 0 }, queryClient);
}
