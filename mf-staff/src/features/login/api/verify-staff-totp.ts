import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '@dating/shared/contracts/endpoint';
import { verifyStaffTotpEndpoint } from '@dating/shared/contracts/staff';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

export type SecondFactor = EndpointInput<typeof verifyStaffTotpEndpoint>['body'];

/**
 * POST /api/staff/totp.php with the authenticator's code or a recovery code: the staff session starts,
 * and the shell's staff layout learns of it on the bus.
 */
export function useVerifyStaffTotp() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (body: SecondFactor) => api.call(verifyStaffTotpEndpoint, { body }),
      onSuccess: ({ staff }) => bus.set('staffSession', { status: 'signed_in', staff }),
    },
    queryClient,
  );
}
