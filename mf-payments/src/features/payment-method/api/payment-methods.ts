import { useQuery } from '@tanstack/react-query';
import { listPaymentMethodsEndpoint } from '@dating/shared/contracts/payments';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** GET /api/payment-methods.php?bundle=&country=: the chosen bundle and the methods offered for it, fee and total each. */
export function usePaymentMethods(bundle: number, country: string | null) {
  const { api } = useShellContext();
  return useQuery(endpointQuery(api, listPaymentMethodsEndpoint, { query: country ? { bundle, country } : { bundle } }), queryClient);
}
