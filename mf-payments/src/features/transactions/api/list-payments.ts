import { useQuery } from '@tanstack/react-query';
import { listPaymentsEndpoint } from '@dating/shared/contracts/payments';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** GET /api/payments.php: the member's payments, newest first (asked again on every visit of the list). */
export function usePayments() {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, listPaymentsEndpoint), staleTime: 0 }, queryClient);
}
