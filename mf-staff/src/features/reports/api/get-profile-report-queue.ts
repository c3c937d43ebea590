import { useQuery } from '@tanstack/react-query';
import { getProfileReportQueueEndpoint } from '@dating/shared/contracts/staff-reports';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

const key = endpointKey(getProfileReportQueueEndpoint);

/** GET /api/staff/profile-reports.php (moderators, admins): the reports about the site's own profiles, and those offline. */
export function useProfileReportQueue() {
  const { api } = useShellContext();
  return useQuery(
    { queryKey: key, queryFn: ({ signal }) => api.call(getProfileReportQueueEndpoint, { signal }), staleTime: 0, retry: false },
    queryClient,
  );
}

/** After a decision: the queue as the api has it now. */
export const invalidateProfileReportQueue = () => queryClient.invalidateQueries({ queryKey: key });
