import { useQuery } from '@tanstack/react-query';
import { listRegionsEndpoint } from '@dating/shared/contracts/catalog';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';

/** GET /api/regions.php, once per page load: the list changes with a deploy, not during a visit. */
export function useRegions() {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, listRegionsEndpoint), staleTime: Infinity }, queryClient);
}
