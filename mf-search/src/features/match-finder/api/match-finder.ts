import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@dating/shared/api-client/api-client';
import { matchFinderEndpoint, type MatchFinderResponse } from '@dating/shared/contracts/search';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

type MatchesState =
  { status: 'loading' } | { status: 'ready'; matches: MatchFinderResponse['matches'] } | { status: 'login' } | { status: 'failed' };

/**
 * GET /api/match-finder.php for the flow's answers (`params`: the query string's fields, traffic
 * source included). New answers cancel the request for the old ones; 'login' when the site lets only
 * members search.
 */
export function useMatchFinder(params: Record<string, string>) {
  const { api } = useShellContext();
  const query = useQuery(endpointQuery(api, matchFinderEndpoint, { query: params }), queryClient);
  const state: MatchesState = query.data
    ? { status: 'ready', matches: query.data.matches }
    : query.error && !query.isFetching
      ? isApiError(query.error) && query.error.code === 'authentication_required'
        ? { status: 'login' }
        : { status: 'failed' }
      : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
