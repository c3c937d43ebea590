import { useQuery } from '@tanstack/react-query';
import { getRepeatOrderEndpoint } from '@dating/shared/contracts/payments';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** GET /api/repeat-order.php: the member's last completed order at today's price, or null (asked on every visit: a new purchase changes it). */
export function useRepeatOrder() {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, getRepeatOrderEndpoint), staleTime: 0 }, queryClient);
}
