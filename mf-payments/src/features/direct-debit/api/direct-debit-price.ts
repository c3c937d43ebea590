import { useQuery } from '@tanstack/react-query';
import { listPaymentMethodsEndpoint } from '@dating/shared/contracts/payments';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/payment-methods.php for the chosen bundle: direct debit's fee and total, shown before the mandate
 * (null while unknown, or where the api does not list direct debit).
 */
export function useDirectDebitPrice(bundle: number | null, country: string | null) {
  const { api } = useShellContext();
  const { data } = useQuery(
    {
      ...endpointQuery(api, listPaymentMethodsEndpoint, { query: { bundle: bundle ?? 0, country: country ?? undefined } }),
      enabled: bundle !== null && country !== null,
    },
    queryClient,
  );
  return data?.methods.find((offer) => offer.method === 'sdd') ?? null;
}
