import { useMutation } from '@tanstack/react-query';
import { retryDeadJobEndpoint } from '@dating/shared/contracts/staff-support';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { invalidateJobQueue } from './get-job-queue';

/** POST /api/staff/job-retry.php: a dead job is pending again, due now; the worker runs it. */
export function useRetryDeadJob() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (job: number) => api.call(retryDeadJobEndpoint, { body: { job } }),
      onSettled: () => invalidateJobQueue(),
    },
    queryClient,
  );
}
