import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '@dating/shared/contracts/endpoint';
import { setUpStaffAccountEndpoint } from '@dating/shared/contracts/staff';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

export type StaffSetupRequest = EndpointInput<typeof setUpStaffAccountEndpoint>['body'];

/** POST /api/staff/setup.php: the set-up link's token and the first password; answers the address to log in with. */
export function useSetUpStaffAccount() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (body: StaffSetupRequest) => api.call(setUpStaffAccountEndpoint, { body }) }, queryClient);
}
