import { useMutation } from '@tanstack/react-query';
import { answerStaffComplaintEndpoint } from '@dating/shared/contracts/staff-support';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { storeStaffComplaint } from './get-staff-complaint';
import { invalidateStaffComplaints } from './list-staff-complaints';

/** POST /api/staff/complaint-answers.php: the answer goes to the complaint's address by e-mail; the complaint is answered. */
export function useAnswerStaffComplaint() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (input: { complaint: number; body: string }) => api.call(answerStaffComplaintEndpoint, { body: input }),
      onSuccess: ({ complaint }) => {
        storeStaffComplaint(complaint);
        return invalidateStaffComplaints();
      },
    },
    queryClient,
  );
}
