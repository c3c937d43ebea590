import { useMutation } from '@tanstack/react-query';
import { renewStaffSetupLinkEndpoint } from '@dating/shared/contracts/staff-admin';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/staff/setup-link.php: a new set-up link for an invited account; its earlier links stop working. */
export function useRenewStaffSetupLink() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (staff: number) => api.call(renewStaffSetupLinkEndpoint, { body: { staff } }) }, queryClient);
}
