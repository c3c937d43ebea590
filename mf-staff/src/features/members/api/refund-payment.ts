import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '@dating/shared/contracts/endpoint';
import { refundPaymentEndpoint } from '@dating/shared/contracts/staff-members';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { invalidateStaffMember } from './get-member-for-staff';

/** POST /api/staff/refunds.php (support, admins): a refund asked of the provider. */
export function useRefundPayment() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (body: EndpointInput<typeof refundPaymentEndpoint>['body']) => api.call(refundPaymentEndpoint, { body }),
      onSuccess: () => invalidateStaffMember(),
    },
    queryClient,
  );
}
