import { useMutation } from '@tanstack/react-query';
import { unblockProfileEndpoint } from '@dating/shared/contracts/blocks';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { membersSeenChanged } from './members-seen';
import { queryClient } from '../../../query-client';

/** DELETE /api/block.php (idempotent): the member is back in chats, likes and searches. */
export function useUnblockProfile() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (profile: number) => api.call(unblockProfileEndpoint, { body: { profile } }),
      onSuccess: () => {
        bus.emit('refreshRequested', { what: ['chats', 'likes'] });
        void membersSeenChanged(queryClient);
      },
    },
    queryClient,
  );
}
