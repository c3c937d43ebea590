import { useMutation } from '@tanstack/react-query';
import { requestPasswordResetEndpoint } from '@dating/shared/contracts/password-reset';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/password-reset.php: mails a reset link; the answer names the address it went to. */
export function useRequestPasswordReset() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (email: string) => api.call(requestPasswordResetEndpoint, { body: { email } }) }, queryClient);
}
