import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@dating/shared/api-client/api-client';
import { staffLogoutEndpoint } from '@dating/shared/contracts/staff';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * POST /api/staff/logout.php: ends this browser's staff session. One that had ended already (404) is
 * ended all the same. The bus says so, and the shell takes the page to the login.
 */
export function useStaffLogout() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: async () => {
        try {
          await api.call(staffLogoutEndpoint);
        } catch (error) {
          if (!(isApiError(error) && error.code === 'not_found')) throw error;
        }
      },
      onSuccess: () => bus.set('staffSession', { status: 'none' }),
    },
    queryClient,
  );
}
