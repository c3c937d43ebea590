import { useMutation } from '@tanstack/react-query';
import { unblockDirectDebitEndpoint } from '@dating/shared/contracts/staff-members';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { invalidateStaffMember } from './get-member-for-staff';

/** POST /api/staff/direct-debit-unblock.php (support, admins): the member may pay by direct debit again. */
export function useUnblockDirectDebit() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (body: { member: number; reason: string }) => api.call(unblockDirectDebitEndpoint, { body }),
      onSuccess: () => invalidateStaffMember(),
    },
    queryClient,
  );
}
