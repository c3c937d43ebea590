import { useMutation } from '@tanstack/react-query';
import { deleteChatEndpoint, type ChatsResponse } from '@dating/shared/contracts/chats';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';
import { changeChat, chatsKey } from './list-chats';

/**
 * DELETE /api/chat.php, for this member only: the conversation leaves the list at once (and its unread
 * count the nav badge), then the server is told. When it refuses, a browser alert says why and the
 * list loads again, so what is shown is what the server has.
 */
export function useDeleteChat() {
  const { api, bus } = useShellContext();
  const errorText = useApiErrorText();
  return useMutation(
    {
      mutationFn: (conversation: number) => api.call(deleteChatEndpoint, { body: { conversation } }),
      onMutate: async (conversation) => {
        await queryClient.cancelQueries({ queryKey: chatsKey() });
        const before = queryClient.getQueryData<ChatsResponse>(chatsKey());
        const after = changeChat(conversation, () => null);
        if (before && after) bus.set('unreadMessages', Math.max(0, bus.get('unreadMessages') - (before.total_unread - after.total_unread)));
      },
      onSuccess: (_answer, conversation) => bus.emit('conversationDeleted', { conversationId: conversation }),
      onError: (error) => {
        window.alert(errorText(error));
        void queryClient.invalidateQueries({ queryKey: chatsKey() });
      },
    },
    queryClient,
  );
}
