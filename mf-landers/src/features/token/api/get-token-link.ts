import { useQuery } from '@tanstack/react-query';
import { getTokenLinkEndpoint } from '@dating/shared/contracts/token-links';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/token-link.php: what the opened `/{token}` link is. Reads only (opening claims nothing).
 * Not retried by itself: a 404 is an answer, and a failed load offers its own retry button.
 */
export function useTokenLink(token: string) {
  const { api } = useShellContext();
  return useQuery(
    { ...endpointQuery(api, getTokenLinkEndpoint, { query: { token } }), retry: false, staleTime: 0, gcTime: 0 },
    queryClient,
  );
}
