import { useQuery } from '@tanstack/react-query';
import { getPhotoQueueEndpoint } from '@dating/shared/contracts/staff-photos';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** New uploads arrive while a moderator works: the queue is fetched again this often. */
const REFRESH_MS = 30_000;

/** GET /api/staff/photo-queue.php?member= (moderators, admins): the photos waiting for review, oldest first; one member's when given. */
export function usePhotoQueue(member: number | undefined) {
  const { api } = useShellContext();
  return useQuery(
    {
      ...endpointQuery(api, getPhotoQueueEndpoint, { query: member === undefined ? {} : { member } }),
      staleTime: 0,
      retry: false,
      refetchInterval: REFRESH_MS,
    },
    queryClient,
  );
}

export const invalidatePhotoQueue = () => queryClient.invalidateQueries({ queryKey: [getPhotoQueueEndpoint.path] });
