import { useQuery } from '@tanstack/react-query';
import { getDirectDebitEndpoint } from '@dating/shared/contracts/direct-debit';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** GET /api/direct-debit.php: whether the member may pay by direct debit (asked on every visit) and the mobile number kept for the code. */
export function useDirectDebit() {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, getDirectDebitEndpoint), staleTime: 0 }, queryClient);
}
