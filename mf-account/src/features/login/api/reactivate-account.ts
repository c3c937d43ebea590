import { useMutation } from '@tanstack/react-query';
import { reactivateAccountEndpoint } from '@dating/shared/contracts/account-deletion';
import type { LoginRequest } from '@dating/shared/contracts/user';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/account-reactivate.php with the credentials login accepted: reactivates and logs in at once. */
export function useReactivateAccount() {
  const { api } = useShellContext();
  return useMutation(
    { mutationFn: async (credentials: LoginRequest) => (await api.call(reactivateAccountEndpoint, { body: credentials })).user },
    queryClient,
  );
}
