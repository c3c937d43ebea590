import { useMutation } from '@tanstack/react-query';
import { markNotificationsReadEndpoint, type NotificationsResponse } from '@dating/shared/contracts/notifications';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { notificationsPageKey } from './list-notifications';

type Marked = { ids: number[] } | { all: true };

/**
 * POST /api/notifications.php for some notifications or all. The page on screen shows them read
 * and takes the unread count from the answer, without asking for the page again.
 */
export function useMarkNotificationsRead(page: number) {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (marked: Marked) => api.call(markNotificationsReadEndpoint, { body: marked }),
      onSuccess: ({ unread }, marked) => {
        const ids = 'all' in marked ? null : new Set(marked.ids);
        queryClient.setQueryData<NotificationsResponse>(
          notificationsPageKey(page),
          (current) =>
            current && {
              ...current,
              notifications: current.notifications.map((n) => (ids === null || ids.has(n.id) ? { ...n, read: true } : n)),
              unread,
            },
        );
      },
    },
    queryClient,
  );
}
