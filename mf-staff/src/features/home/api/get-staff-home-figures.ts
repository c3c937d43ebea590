import { useQuery } from '@tanstack/react-query';
import { getStaffHomeFiguresEndpoint } from '@dating/shared/contracts/staff-home';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** The home stays open beside the work: its figures are fetched again this often. */
const REFRESH_MS = 60_000;

/** GET /api/staff/home-figures.php: what waits on each page of the staff member's role (only those pages' figures). */
export function useStaffHomeFigures(enabled: boolean) {
  const { api } = useShellContext();
  return useQuery(
    { ...endpointQuery(api, getStaffHomeFiguresEndpoint), enabled, staleTime: 0, retry: false, refetchInterval: REFRESH_MS },
    queryClient,
  );
}
