import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '@dating/shared/contracts/endpoint';
import { inviteStaffMemberEndpoint } from '@dating/shared/contracts/staff-admin';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { invalidateStaffAccounts } from '../../../api/list-staff-accounts';
import { queryClient } from '../../../query-client';

export type InviteRequest = EndpointInput<typeof inviteStaffMemberEndpoint>['body'];

/** POST /api/staff/invitations.php: a new account without a password and its one-time set-up link (shown once). */
export function useInviteStaffMember() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (body: InviteRequest) => api.call(inviteStaffMemberEndpoint, { body }),
      onSuccess: () => invalidateStaffAccounts(),
    },
    queryClient,
  );
}
