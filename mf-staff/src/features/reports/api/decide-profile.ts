import { useMutation } from '@tanstack/react-query';
import { decideProfileEndpoint, type ProfileDecisionRequest } from '@dating/shared/contracts/staff-reports';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { invalidateProfileReportQueue } from './get-profile-report-queue';

/** POST /api/staff/profile-decision.php: a decision about a site profile; the queue reloads after it (and after a refusal). */
export function useDecideProfile() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (body: ProfileDecisionRequest) => api.call(decideProfileEndpoint, { body }),
      onSettled: () => invalidateProfileReportQueue(),
    },
    queryClient,
  );
}
