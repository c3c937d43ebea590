import { useQuery } from '@tanstack/react-query';
import { getStaffComplaintEndpoint, type ComplaintDetail } from '@dating/shared/contracts/staff-support';
import { endpointKey, endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** GET /api/staff/complaint.php?complaint= (support, admins): the complaint open on the page, with its answers. */
export function useStaffComplaint(complaint: number | null) {
  const { api } = useShellContext();
  return useQuery(
    {
      ...endpointQuery(api, getStaffComplaintEndpoint, { query: { complaint: complaint ?? 0 } }),
      enabled: complaint !== null,
      staleTime: 0,
      retry: false,
    },
    queryClient,
  );
}

/** A write answered the complaint as it is now: the page shows it without asking again. */
export function storeStaffComplaint(complaint: ComplaintDetail): void {
  queryClient.setQueryData(endpointKey(getStaffComplaintEndpoint, { complaint: complaint.id }), { complaint });
}
