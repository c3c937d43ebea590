import { useMutation } from '@tanstack/react-query';
import { updateReadReceiptsEndpoint } from '@dating/shared/contracts/account-settings';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { publishMember } from '../section/use-member';

/** PUT /api/read-receipts.php; the answer is the member with the switch as saved. */
export function useUpdateReadReceipts() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (on: boolean) => api.call(updateReadReceiptsEndpoint, { body: { read_receipts: on } }),
      onSuccess: ({ user }) => publishMember(bus, user),
    },
    queryClient,
  );
}
