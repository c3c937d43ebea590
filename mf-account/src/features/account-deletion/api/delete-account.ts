import { useMutation } from '@tanstack/react-query';
import { deleteAccountEndpoint, type AccountDeleteRequest } from '@dating/shared/contracts/account-deletion';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/account-delete.php: the account is scheduled for deletion and the api ends the session. */
export function useDeleteAccount() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (request: AccountDeleteRequest) => api.call(deleteAccountEndpoint, { body: request }) }, queryClient);
}
