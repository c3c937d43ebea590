import { useQuery } from '@tanstack/react-query';
import { listStaffAccountsEndpoint } from '@dating/shared/contracts/staff-admin';
import { endpointKey, endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';

/**
 * GET /api/staff/accounts.php (admins): every staff account. The team page lists them; the audit log's
 * filter offers them. A 404 is a staff member who is no admin: the page does not exist for them.
 */
export function useStaffAccounts() {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, listStaffAccountsEndpoint), staleTime: 0, retry: false }, queryClient);
}

/** The team as it is now, to be fetched again after a change. */
export function invalidateStaffAccounts(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: endpointKey(listStaffAccountsEndpoint) });
}
