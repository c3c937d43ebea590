import { useMutation } from '@tanstack/react-query';
import { requestMailChangeEndpoint } from '@dating/shared/contracts/account-settings';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/mail-change.php: mails a confirmation link to the new address; nothing changes until it is opened. */
export function useRequestMailChange() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (email: string) => api.call(requestMailChangeEndpoint, { body: { email } }) }, queryClient);
}
