import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listCreditBundlesEndpoint } from '@dating/shared/contracts/payments';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';

/**
 * GET /api/credits.php?country=: the site's bundles in the payment country's currency (visitors too, for
 * the price list). Without a country the api takes the visitor's and says which it took. While another
 * country's list loads, the last one stays on screen (no empty page between two countries).
 */
export function useCreditBundles(country: string | null) {
  const { api } = useShellContext();
  return useQuery(
    {
      ...endpointQuery(api, listCreditBundlesEndpoint, { query: country ? { country } : {} }),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}
