import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listPaymentMethodsEndpoint } from '@dating/shared/contracts/payments';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/payment-methods.php?bundle=&country=&discount=: the chosen bundle and the methods offered for it,
 * price, fee and total each — discounted where the code holds (the answer's `discount`), or why it does not
 * (`discount_error`). While another code's prices load, the last ones stay on screen. `enabled` waits for the
 * member's offers, so the page does not show full prices for a moment before the active discount's.
 */
export function usePaymentMethods(bundle: number, country: string | null, discount: string | null, enabled: boolean) {
  const { api } = useShellContext();
  const query = { bundle, ...(country ? { country } : {}), ...(discount ? { discount } : {}) };
  return useQuery(
    { ...endpointQuery(api, listPaymentMethodsEndpoint, { query }), enabled, placeholderData: keepPreviousData },
    queryClient,
  );
}
