import { useQuery } from '@tanstack/react-query';
import { getJobQueueEndpoint } from '@dating/shared/contracts/staff-support';
import { endpointKey, endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** GET /api/staff/jobs.php (admins): the queue's health per kind and the latest dead jobs, fresh every 30 s while open. */
export function useJobQueue() {
  const { api } = useShellContext();
  return useQuery(
    {
      ...endpointQuery(api, getJobQueueEndpoint),
      staleTime: 0,
      retry: false,
      refetchInterval: 30_000,
      placeholderData: (previous) => previous,
    },
    queryClient,
  );
}

export function invalidateJobQueue(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: endpointKey(getJobQueueEndpoint) });
}
