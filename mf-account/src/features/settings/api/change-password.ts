import { useMutation } from '@tanstack/react-query';
import { changePasswordEndpoint, type PasswordChangeRequest } from '@dating/shared/contracts/account-settings';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { publishMember } from '../section/use-member';

/** POST /api/password-change.php: the api ends every other session and gives this browser a fresh one. */
export function useChangePassword() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (change: PasswordChangeRequest) => api.call(changePasswordEndpoint, { body: change }),
      onSuccess: ({ user }) => publishMember(bus, user),
    },
    queryClient,
  );
}
