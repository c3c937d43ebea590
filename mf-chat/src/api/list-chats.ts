import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listChatsEndpoint, type ChatsResponse } from '@dating/shared/contracts/chats';
import { endpointKey, endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';

export type ChatEntry = ChatsResponse['chats'][number];

/** The key of the member's chat list in mf-chat's cache. */
export const chatsKey = () => endpointKey(listChatsEndpoint);

/**
 * GET /api/chats.php: the member's conversations, newest activity first. Each answer's unread total
 * goes to the bus (the nav badge and the page title follow it).
 */
export function useChats() {
  const { api, bus } = useShellContext();
  const query = useQuery(endpointQuery(api, listChatsEndpoint), queryClient);
  const total = query.data?.total_unread;
  useEffect(() => {
    if (total !== undefined) bus.set('unreadMessages', total);
  }, [bus, total]);
  // The shell asks the api for the unread total now and then: a total the list does not add up to
  // means new messages (or reads elsewhere), so the list is asked again.
  useEffect(() => {
    const subscription = bus.state$('unreadMessages').subscribe((busTotal) => {
      const list = queryClient.getQueryData<ChatsResponse>(chatsKey());
      if (list && list.total_unread !== busTotal && queryClient.isFetching({ queryKey: chatsKey() }) === 0) {
        void queryClient.invalidateQueries({ queryKey: chatsKey() });
      }
    });
    return () => subscription.unsubscribe();
  }, [bus]);
  return query;
}

/** The list with one conversation changed (or removed: `change` answers null); the unread total follows. */
export function changeChat(conversation: number, change: (entry: ChatEntry) => ChatEntry | null): ChatsResponse | undefined {
  return queryClient.setQueryData<ChatsResponse>(chatsKey(), (list) => {
    if (!list) return list;
    const chats = list.chats.flatMap((entry) => {
      if (entry.conversation !== conversation) return [entry];
      const changed = change(entry);
      return changed ? [changed] : [];
    });
    return { chats, total_unread: chats.reduce((sum, entry) => sum + entry.num_unread_messages, 0) };
  });
}

/** A conversation's unread count in the cached list (0 when the list is not loaded or lacks it). */
export function cachedUnread(conversation: number): number {
  return (
    queryClient.getQueryData<ChatsResponse>(chatsKey())?.chats.find((entry) => entry.conversation === conversation)?.num_unread_messages ??
    0
  );
}
