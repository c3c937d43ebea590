import { useMutation } from '@tanstack/react-query';
import { resendDirectDebitCodeEndpoint } from '@dating/shared/contracts/direct-debit';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/direct-debit-resend.php: a new SMS code within the limits; the answer is the mandate with its new countdown and codes left. */
export function useResendDirectDebitCode() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (mandate: string) => api.call(resendDirectDebitCodeEndpoint, { body: { mandate } }) }, queryClient);
}
