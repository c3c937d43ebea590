import { useMutation } from '@tanstack/react-query';
import { blockProfileEndpoint } from '@dating/shared/contracts/index';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { membersSeenChanged } from './members-seen';
import { queryClient } from '../../../query-client';

/** POST /api/block.php (idempotent): the blocked member leaves chats, likes and searches at once. */
export function useBlockProfile() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (profile: number) => api.call(blockProfileEndpoint, { body: { profile } }),
      onSuccess: () => {
        bus.emit('refreshRequested', { what: ['chats', 'likes'] });
        void membersSeenChanged(queryClient);
      },
    },
    queryClient,
  );
}
