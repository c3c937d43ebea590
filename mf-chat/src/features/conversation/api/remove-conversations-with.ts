import { useMutation } from '@tanstack/react-query';
import { deleteChatsByProfileEndpoint } from '@dating/shared/contracts/chats';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { chatsKey } from '../../../api/chats';
import { queryClient } from '../../../query-client';

/** DELETE /api/chats.php: every conversation with a member leaves this member's list (after blocking them). */
export function useRemoveConversationsWith() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (profile: number) => api.call(deleteChatsByProfileEndpoint, { body: { profile } }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: chatsKey() }),
    },
    queryClient,
  );
}
