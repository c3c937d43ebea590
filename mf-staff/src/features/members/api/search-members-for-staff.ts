import { useQuery } from '@tanstack/react-query';
import { searchMembersForStaffEndpoint } from '@dating/shared/contracts/staff-members';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** GET /api/staff/members.php?q=: the members the search box names; nothing is asked before a search. */
export function useSearchMembersForStaff(q: string) {
  const { api } = useShellContext();
  return useQuery(
    {
      queryKey: endpointKey(searchMembersForStaffEndpoint, { q }),
      queryFn: ({ signal }) => api.call(searchMembersForStaffEndpoint, { query: { q }, signal }),
      enabled: q !== '',
      staleTime: 0,
      retry: false,
    },
    queryClient,
  );
}
