import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markReadEndpoint } from '@dating/shared/contracts/chats';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { cachedUnread, changeChat } from '../../../api/chats';
import { queryClient } from '../../../query-client';

/**
 * Reading a conversation: its unread count is 0 at once — in the list, and in the bus's unread total
 * (the nav badge and the page title follow) — and the server hears it with one POST
 * /api/chat-read.php up to the newest message, whose answer is the true unread total. Again only when
 * a newer message of the other side arrives while the conversation is open.
 */
export function useMarkRead(conversation: number | null, newestId: number | null) {
  const { api, bus } = useShellContext();
  const { mutate } = useMutation(
    {
      mutationFn: (body: { conversation: number; up_to: number }) => api.call(markReadEndpoint, { body }),
      onSuccess: ({ total_unread }, { conversation }) => {
        // A list that arrived while the call was under way may still count this conversation's messages.
        changeChat(conversation, (entry) => ({ ...entry, num_unread_messages: 0 }));
        bus.set('unreadMessages', total_unread);
      },
    },
    queryClient,
  );
  useEffect(() => {
    if (conversation === null || newestId === null) return;
    const unread = cachedUnread(conversation);
    if (unread > 0) {
      changeChat(conversation, (entry) => ({ ...entry, num_unread_messages: 0 }));
      bus.set('unreadMessages', Math.max(0, bus.get('unreadMessages') - unread));
    }
    mutate({ conversation, up_to: newestId });
  }, [bus, conversation, newestId, mutate]);

  // Opening a conversation is news for others (push notifications of it can go).
  useEffect(() => {
    if (conversation !== null) bus.emit('conversationOpened', { conversationId: conversation });
  }, [bus, conversation]);
}
