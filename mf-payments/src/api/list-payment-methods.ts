import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointInput } from '@dating/shared/contracts/endpoint';
import { listPaymentMethodsEndpoint } from '@dating/shared/contracts/payments';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';

export type PaymentMethodsQuery = EndpointInput<typeof listPaymentMethodsEndpoint>['query'];

interface PaymentMethodsOptions {
  enabled: boolean;
  /** While another query's prices load, the last ones stay on screen (a page that changes its code in place). */
  keepShown?: boolean;
  staleTime?: number;
}

/**
 * GET /api/payment-methods.php?bundle=&country=&discount=: the chosen bundle and the methods offered for it,
 * price, fee and total each — discounted where the code holds (the answer's `discount`), or why it does not
 * (`discount_error`). The method page and the direct-debit form read it, each with its own query.
 */
export function usePaymentMethods(query: PaymentMethodsQuery, { enabled, keepShown = false, staleTime }: PaymentMethodsOptions) {
  const { api } = useShellContext();
  return useQuery(
    {
      ...endpointQuery(api, listPaymentMethodsEndpoint, { query }),
      enabled,
      ...(keepShown ? { placeholderData: keepPreviousData } : {}),
      ...(staleTime === undefined ? {} : { staleTime }),
    },
    queryClient,
  );
}
