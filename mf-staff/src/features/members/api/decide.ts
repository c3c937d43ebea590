import { useMutation } from '@tanstack/react-query';
import { decideEndpoint, type DecideRequest } from '@dating/shared/contracts/staff-reports';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { invalidateStaffMember } from './get-member-for-staff';

/**
 * POST /api/staff/moderation-decision.php: warn, suspend, ban or lift from the member's page, the moderators'
 * decision with its statement of reasons to the member (no reports closed: none are named).
 */
export function useDecide() {
  const { api } = useShellContext();
  return useMutation(
    { mutationFn: (body: DecideRequest) => api.call(decideEndpoint, { body }), onSettled: () => invalidateStaffMember() },
    queryClient,
  );
}
