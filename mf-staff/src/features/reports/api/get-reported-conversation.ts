import { useQuery } from '@tanstack/react-query';
import { getReportedConversationEndpoint } from '@dating/shared/contracts/staff-reports';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/staff/reported-conversation.php?report=: the reported conversation, read only. Every reading is
 * audit-logged by the api, so it is asked only when the moderator opens it, and never kept for later.
 */
export function useReportedConversation(report: number) {
  const { api } = useShellContext();
  return useQuery(
    {
      queryKey: endpointKey(getReportedConversationEndpoint, { report }),
      queryFn: ({ signal }) => api.call(getReportedConversationEndpoint, { query: { report }, signal }),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    },
    queryClient,
  );
}
