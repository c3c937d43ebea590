import { useMutation } from '@tanstack/react-query';
import { decideEndpoint, type DecideRequest } from '@dating/shared/contracts/staff-reports';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { invalidateReportQueue } from './get-report-queue';

/** POST /api/staff/moderation-decision.php: a decision about a member; the queue reloads after it (and after a refusal). */
export function useDecide() {
  const { api } = useShellContext();
  return useMutation(
    { mutationFn: (body: DecideRequest) => api.call(decideEndpoint, { body }), onSettled: () => invalidateReportQueue() },
    queryClient,
  );
}
