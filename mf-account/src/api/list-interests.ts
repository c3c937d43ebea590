import { useQuery } from '@tanstack/react-query';
import { listInterestsEndpoint } from '@dating/shared/contracts/catalog';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';

/** GET /api/interests.php, once per page load: the list changes with a deploy, not during a visit. */
export function useInterests() {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, listInterestsEndpoint), staleTime: Infinity }, queryClient);
}
