import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '@dating/shared/contracts/endpoint';
import { staffLoginEndpoint } from '@dating/shared/contracts/staff';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

export type StaffLoginRequest = EndpointInput<typeof staffLoginEndpoint>['body'];

/** POST /api/staff/login.php: the password step; the answer says which second step follows. */
export function useStaffLogin() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (body: StaffLoginRequest) => api.call(staffLoginEndpoint, { body }) }, queryClient);
}
