import { useMutation } from '@tanstack/react-query';
import { confirmMailChangeEndpoint } from '@dating/shared/contracts/account-settings';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/mail-change-do.php: claims the link; a logged-in member sees the new address everywhere at once. */
export function useConfirmMailChange() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (token: string) => api.call(confirmMailChangeEndpoint, { body: { token } }),
      onSuccess: () => bus.emit('refreshRequested', { what: ['user'] }),
    },
    queryClient,
  );
}
