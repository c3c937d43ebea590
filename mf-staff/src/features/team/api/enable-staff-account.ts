import { useMutation } from '@tanstack/react-query';
import { enableStaffAccountEndpoint } from '@dating/shared/contracts/staff-admin';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { invalidateStaffAccounts } from '../../../api/list-staff-accounts';
import { queryClient } from '../../../query-client';

/** POST /api/staff/account-enabling.php: lets a disabled account log in again. */
export function useEnableStaffAccount() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (staff: number) => api.call(enableStaffAccountEndpoint, { body: { staff } }),
      onSuccess: () => invalidateStaffAccounts(),
    },
    queryClient,
  );
}
