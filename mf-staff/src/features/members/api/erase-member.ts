import { useMutation } from '@tanstack/react-query';
import { eraseMemberEndpoint } from '@dating/shared/contracts/staff-members';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/staff/member-erasure.php (moderators, admins): the account erased now. */
export function useEraseMember() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (body: { member: number; reason: string }) => api.call(eraseMemberEndpoint, { body }) }, queryClient);
}
