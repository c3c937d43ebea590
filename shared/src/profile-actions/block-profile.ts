import { useMutation, type QueryClient } from '@tanstack/react-query';
import { blockProfileEndpoint } from '../contracts/blocks';
import { useShellContext } from '../parcel/shell-context-hooks';

/**
 * POST /api/block.php (idempotent): the blocked member leaves chats, likes and searches at once. The
 * other remotes hear it on the bus; what the calling remote keeps in its own cache (`queryClient`)
 * is its business, in the dialog's `onBlocked`.
 */
export function useBlockProfile(queryClient: QueryClient) {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (profile: number) => api.call(blockProfileEndpoint, { body: { profile } }),
      onSuccess: () => bus.emit('refreshRequested', { what: ['chats', 'likes'] }),
    },
    queryClient,
  );
}
