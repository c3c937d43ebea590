import { useMutation } from '@tanstack/react-query';
import { updateVisibleToVisitorsEndpoint } from '@dating/shared/contracts/account-settings';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { publishMember } from '../section/use-member';

/** PUT /api/visible-to-visitors.php; the answer is the member with the switch as saved. */
export function useUpdateVisibleToVisitors() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (on: boolean) => api.call(updateVisibleToVisitorsEndpoint, { body: { visible_to_visitors: on } }),
      onSuccess: ({ user }) => publishMember(bus, user),
    },
    queryClient,
  );
}
