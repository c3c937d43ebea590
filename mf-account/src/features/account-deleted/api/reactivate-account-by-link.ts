import { useMutation } from '@tanstack/react-query';
import { reactivateAccountByLinkEndpoint } from '@dating/shared/contracts/account-deletion';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/account-reactivate-link.php with the mailed token: restores the account and logs the member in. */
export function useReactivateAccountByLink() {
  const { api } = useShellContext();
  return useMutation(
    { mutationFn: async (token: string) => (await api.call(reactivateAccountByLinkEndpoint, { body: { token } })).user },
    queryClient,
  );
}
