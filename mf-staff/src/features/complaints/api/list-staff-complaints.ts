import { useQuery } from '@tanstack/react-query';
import { listStaffComplaintsEndpoint, type ComplaintStatus } from '@dating/shared/contracts/staff-support';
import { endpointKey, endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/staff/complaints.php?status= (support, admins): the tab's complaints, oldest first, and each
 * status's count. Fetched again every minute while the page is open: new complaints arrive meanwhile.
 */
export function useStaffComplaints(status: ComplaintStatus) {
  const { api } = useShellContext();
  return useQuery(
    {
      ...endpointQuery(api, listStaffComplaintsEndpoint, { query: { status } }),
      staleTime: 0,
      retry: false,
      refetchInterval: 60_000,
      placeholderData: (previous) => previous,
    },
    queryClient,
  );
}

/** Every tab, after an answer or a status change moved a complaint from one to another. */
export function invalidateStaffComplaints(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: endpointKey(listStaffComplaintsEndpoint) });
}
