import { useQuery } from '@tanstack/react-query';
import { getReportQueueEndpoint } from '@dating/shared/contracts/staff-reports';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

const key = endpointKey(getReportQueueEndpoint);

/** GET /api/staff/reports.php (moderators, admins): the open report groups and the appeals for this moderator. */
export function useReportQueue() {
  const { api } = useShellContext();
  return useQuery(
    { queryKey: key, queryFn: ({ signal }) => api.call(getReportQueueEndpoint, { signal }), staleTime: 0, retry: false },
    queryClient,
  );
}

/** After a decision: the queue as the api has it now. */
export const invalidateReportQueue = () => queryClient.invalidateQueries({ queryKey: key });
