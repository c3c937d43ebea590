import { useQuery } from '@tanstack/react-query';
import type { StaffSessionState } from '@dating/shared/bus/events';
import { getStaffSessionEndpoint } from '@dating/shared/contracts/staff';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useBusState, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

export type StaffMember = Extract<StaffSessionState, { status: 'signed_in' }>['staff'];

/**
 * The signed-in staff member. The shell asked GET /api/staff/session.php before it mounted the console's
 * page and published the answer on the bus; only a page mounted without it (the standalone dev page) asks
 * again. `error` is the api's refusal: no staff session (404), as for anyone else.
 */
export function useStaffSession(): { staff: StaffMember | null; error: unknown } {
  const { api } = useShellContext();
  const session = useBusState('staffSession');
  // Asked only while the bus knows nothing: once a logout said 'none', the shell is taking the page away.
  const unknown = session.status === 'unknown';
  const { data, error } = useQuery(
    { ...endpointQuery(api, getStaffSessionEndpoint), enabled: unknown, staleTime: 0, gcTime: 0 },
    queryClient,
  );
  if (session.status === 'signed_in') return { staff: session.staff, error: null };
  return unknown ? { staff: data?.staff ?? null, error } : { staff: null, error: null };
}
