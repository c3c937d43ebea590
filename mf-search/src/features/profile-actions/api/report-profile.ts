import { useMutation } from '@tanstack/react-query';
import { reportProfileEndpoint, type ReportRequest } from '@dating/shared/contracts/index';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/report.php: a report about a profile or one of its photos, for the moderators. */
export function useReportProfile() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (report: ReportRequest) => api.call(reportProfileEndpoint, { body: report }) }, queryClient);
}
