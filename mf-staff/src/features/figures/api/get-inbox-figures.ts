import { useQuery } from '@tanstack/react-query';
import { getInboxFiguresEndpoint } from '@dating/shared/contracts/staff-inbox';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** The queue moves while an admin looks: the figures are fetched again this often. */
const REFRESH_MS = 60_000;

/** GET /api/staff/inbox/figures.php?days= (admins): answers per operator and language over `days`, and the queue now. */
export function useInboxFigures(days: number) {
  const { api } = useShellContext();
  return useQuery(
    {
      ...endpointQuery(api, getInboxFiguresEndpoint, { query: { days } }),
      staleTime: 0,
      retry: false,
      refetchInterval: REFRESH_MS,
      placeholderData: (previous) => previous,
    },
    queryClient,
  );
}
