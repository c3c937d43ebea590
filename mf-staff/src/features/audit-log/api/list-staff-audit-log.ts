import { useInfiniteQuery } from '@tanstack/react-query';
import { listStaffAuditLogEndpoint, type AuditLogQuery } from '@dating/shared/contracts/staff-admin';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

export type AuditFilters = Omit<AuditLogQuery, 'before'>;

/**
 * GET /api/staff/audit-log.php (admins): the log for the filters, newest first, a page at a time;
 * `fetchNextPage` brings the older entries below the ones shown.
 */
export function useStaffAuditLog(filters: AuditFilters) {
  const { api } = useShellContext();
  return useInfiniteQuery(
    {
      queryKey: endpointKey(listStaffAuditLogEndpoint, filters),
      queryFn: ({ pageParam, signal }) =>
        api.call(listStaffAuditLogEndpoint, { query: pageParam === null ? filters : { ...filters, before: pageParam }, signal }),
      initialPageParam: null as number | null,
      getNextPageParam: (page) => page.older_cursor,
      staleTime: 0,
      retry: false,
      placeholderData: (previous) => previous,
    },
    queryClient,
  );
}
