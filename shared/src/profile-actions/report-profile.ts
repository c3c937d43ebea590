import { useMutation, type QueryClient } from '@tanstack/react-query';
import { reportProfileEndpoint, type ReportRequest } from '../contracts/reports';
import { useShellContext } from '../parcel/shell-context-hooks';

/** POST /api/report.php: a report about a profile or one of its photos, for the moderators. */
export function useReportProfile(queryClient: QueryClient) {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (report: ReportRequest) => api.call(reportProfileEndpoint, { body: report }) }, queryClient);
}
