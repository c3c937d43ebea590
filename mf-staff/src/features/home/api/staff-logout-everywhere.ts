import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@dating/shared/api-client/api-client';
import { staffLogoutEverywhereEndpoint } from '@dating/shared/contracts/staff';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * POST /api/staff/logout-everywhere.php: ends every staff session of this staff member, on every device
 * (a lost laptop). A session that had ended already (404) is ended all the same; the bus says so, and the
 * shell takes the page to the login.
 */
export function useStaffLogoutEverywhere() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: async () => {
        try {
          await api.call(staffLogoutEverywhereEndpoint);
        } catch (error) {
          if (!(isApiError(error) && error.code === 'not_found')) throw error;
        }
      },
      onSuccess: () => bus.set('staffSession', { status: 'none' }),
    },
    queryClient,
  );
}
