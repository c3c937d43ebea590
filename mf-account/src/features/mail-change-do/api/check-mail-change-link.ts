import { useQuery } from '@tanstack/react-query';
import { checkMailChangeLinkEndpoint } from '@dating/shared/contracts/account-settings';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * Whether a mail change link still works (GET /api/mail-change-do.php?token=), asked when the page
 * opens and before the link is claimed: it reads only, so a used or expired link is told without
 * being sent. Asked anew for every opening (a link works once); null asks nothing.
 */
export function useCheckMailChangeLink(token: string | null) {
  const { api } = useShellContext();
  return useQuery(
    {
      ...endpointQuery(api, checkMailChangeLinkEndpoint, { query: { token: token ?? '' } }),
      enabled: token !== null,
      staleTime: 0,
      gcTime: 0,
    },
    queryClient,
  );
}
