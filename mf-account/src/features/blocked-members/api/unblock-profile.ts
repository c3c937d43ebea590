import { useMutation } from '@tanstack/react-query';
import { unblockProfileEndpoint } from '@dating/shared/contracts/blocks';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** DELETE /api/block.php (idempotent): chats and likes with this member appear again, so the shell reloads them and their badges. */
export function useUnblockProfile() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (profile: number) => api.call(unblockProfileEndpoint, { body: { profile } }),
      onSuccess: () => bus.emit('refreshRequested', { what: ['chats', 'likes'] }),
    },
    queryClient,
  );
}
