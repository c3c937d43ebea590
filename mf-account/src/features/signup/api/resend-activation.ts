import { useMutation } from '@tanstack/react-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { resendActivation } from '../../../api/resend-activation';
import { queryClient } from '../../../query-client';

/** The confirmation mail again, from the signup's last step. */
export function useResendActivation() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: () => resendActivation(api) }, queryClient);
}
