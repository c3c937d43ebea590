import { useMutation } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { markReadEndpoint } from '@dating/shared/contracts/chats';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { cachedUnread, changeChat } from '../../../api/list-chats';
import { queryClient } from '../../../query-client';

const READ_DEBOUNCE_MS = 150;

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/** Whether the tab is on screen (visibilitychange). */
function usePageVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'visible');
}

/**
 * Reading a conversation: its unread count is 0 at once — in the list, and in the bus's unread total
 * (the nav badge and the page title follow) — and the server hears it with one POST
 * /api/chat-read.php up to the newest message, whose answer is the true unread total. Again only when
 * a newer message of the other side arrives while the conversation is open — and only while the tab
 * is visible: a message that arrives in a background tab is read when the member comes back.
 */
export function useMarkRead(conversation: number | null, newestId: number | null) {
  const { api, bus } = useShellContext();
  const visible = usePageVisible();
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
    // Read means seen: a conversation open in a background tab waits until the tab is visible.
    if (conversation === null || newestId === null || !visible) return;
    // Messages arriving in a burst are read with one call, after the last.
    const timer = setTimeout(() => {
      const unread = cachedUnread(conversation);
      if (unread > 0) {
        changeChat(conversation, (entry) => ({ ...entry, num_unread_messages: 0 }));
        bus.set('unreadMessages', Math.max(0, bus.get('unreadMessages') - unread));
      }
      mutate({ conversation, up_to: newestId });
    }, READ_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [bus, conversation, newestId, mutate, visible]);

  // Opening a conversation is news for others (push notifications of it can go).
  useEffect(() => {
    if (conversation !== null) bus.emit('conversationOpened', { conversationId: conversation });
  }, [bus, conversation]);
}
