import { useQuery } from '@tanstack/react-query';
import { getAppealEndpoint } from '@dating/shared/contracts/appeals';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

export const appealKey = (token: string) => endpointKey(getAppealEndpoint, { token });

/** GET /api/appeal.php?token=: the decision a statement's appeal link is for (404 for a link that is not ours). */
export function useAppeal(token: string) {
  const { api } = useShellContext();
  return useQuery(
    {
      queryKey: appealKey(token),
      queryFn: ({ signal }) => api.call(getAppealEndpoint, { query: { token }, signal }),
      retry: false,
      staleTime: 0,
    },
    queryClient,
  );
}
