import { useMutation } from '@tanstack/react-query';
import { disableStaffAccountEndpoint } from '@dating/shared/contracts/staff-admin';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { invalidateStaffAccounts } from '../../../api/list-staff-accounts';
import { queryClient } from '../../../query-client';

/** POST /api/staff/account-disabling.php: disables an account with the admin's reason; its sessions end at once. */
export function useDisableStaffAccount() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (body: { staff: number; reason: string }) => api.call(disableStaffAccountEndpoint, { body }),
      onSuccess: () => invalidateStaffAccounts(),
    },
    queryClient,
  );
}
