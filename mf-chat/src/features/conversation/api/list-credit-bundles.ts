import { useQuery } from '@tanstack/react-query';
import { listCreditBundlesEndpoint } from '@dating/shared/contracts/payments';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/credits.php (the member's payment country, the api's choice): the bundles the footer prices a
 * credit from, as /pricing and /credits do. Asked only once a message costs credits; prices change with
 * a deploy, not while a member chats.
 */
export function useCreditBundles(enabled: boolean) {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, listCreditBundlesEndpoint, { query: {} }), staleTime: Infinity, enabled }, queryClient);
}
