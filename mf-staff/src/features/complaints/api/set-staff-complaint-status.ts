import { useMutation } from '@tanstack/react-query';
import { setStaffComplaintStatusEndpoint } from '@dating/shared/contracts/staff-support';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { storeStaffComplaint } from './get-staff-complaint';
import { invalidateStaffComplaints } from './list-staff-complaints';

/** POST /api/staff/complaint-status.php: closes a complaint, or reopens it (back to open). */
export function useSetStaffComplaintStatus() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (input: { complaint: number; status: 'open' | 'closed' }) => api.call(setStaffComplaintStatusEndpoint, { body: input }),
      onSuccess: ({ complaint }) => {
        storeStaffComplaint(complaint);
        return invalidateStaffComplaints();
      },
    },
    queryClient,
  );
}
