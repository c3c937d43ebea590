import { useMutation } from '@tanstack/react-query';
import { enrolStaffTotpEndpoint } from '@dating/shared/contracts/staff';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * POST /api/staff/totp-enrolment.php with the new authenticator's first code: two-step verification is
 * on, the staff session starts (published on the bus), and the answer holds the recovery codes, shown once.
 */
export function useEnrolStaffTotp() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (code: string) => api.call(enrolStaffTotpEndpoint, { body: { code } }),
      onSuccess: ({ staff }) => bus.set('staffSession', { status: 'signed_in', staff }),
    },
    queryClient,
  );
}
