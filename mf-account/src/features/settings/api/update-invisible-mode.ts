import { useMutation } from '@tanstack/react-query';
import { updateInvisibleModeEndpoint } from '@dating/shared/contracts/account-settings';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { publishMember } from '../section/use-member';

/** PUT /api/invisible-mode.php; the answer is the member with the switch as saved. */
export function useUpdateInvisibleMode() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (invisible: boolean) => api.call(updateInvisibleModeEndpoint, { body: { invisible } }),
      onSuccess: ({ user }) => publishMember(bus, user),
    },
    queryClient,
  );
}
