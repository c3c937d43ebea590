import { useMutation } from '@tanstack/react-query';
import { decideAppealEndpoint } from '@dating/shared/contracts/staff-reports';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { invalidateReportQueue } from './get-report-queue';

/** POST /api/staff/appeal-decision.php: upholds or lifts the decision an appeal contests; the queue reloads after it. */
export function useDecideAppeal() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (body: { appeal: number; outcome: 'uphold' | 'lift'; facts: string }) => api.call(decideAppealEndpoint, { body }),
      onSettled: () => invalidateReportQueue(),
    },
    queryClient,
  );
}
