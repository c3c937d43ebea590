import { useQuery } from '@tanstack/react-query';
import { searchMembersEndpoint, type SearchFilters } from '@dating/shared/contracts/search';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** How many matches the page shows: a first impression, the members search has the rest. */
export const SIGNUP_MATCHES_LIMIT = 12;

/**
 * The first page of the members search (GET /api/search.php) with the filters the /members page would
 * use for this member; null asks nothing (the member or the settings are not known yet). Keyed by the
 * filters' values, so the periodic user refresh, which hands over a new but equal member, asks
 * nothing again. Asked anew each time the page opens (gcTime 0): who is online changes all the time.
 */
export function useSearchMembers(filters: SearchFilters | null) {
  const { api } = useShellContext();
  return useQuery(
    {
      ...endpointQuery(api, searchMembersEndpoint, { query: { ...filters, limit: SIGNUP_MATCHES_LIMIT } }),
      enabled: filters !== null,
      staleTime: 0,
      gcTime: 0,
    },
    queryClient,
  );
}
