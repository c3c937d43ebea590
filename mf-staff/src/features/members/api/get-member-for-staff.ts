import { useQuery } from '@tanstack/react-query';
import { getMemberForStaffEndpoint } from '@dating/shared/contracts/staff-members';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** GET /api/staff/member.php?member=: a member's page (each opening is written to the audit log). */
export function useMemberForStaff(member: number | null) {
  const { api } = useShellContext();
  return useQuery(
    {
      queryKey: endpointKey(getMemberForStaffEndpoint, { member: member ?? 0 }),
      queryFn: ({ signal }) => api.call(getMemberForStaffEndpoint, { query: { member: member ?? 0 }, signal }),
      enabled: member !== null,
      staleTime: 0,
      retry: false,
    },
    queryClient,
  );
}

/** The member's page as it is now, after an action changed it. */
export function invalidateStaffMember(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: endpointKey(getMemberForStaffEndpoint) });
}
