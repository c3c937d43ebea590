import { useInfiniteQuery } from '@tanstack/react-query';
import { getConversationEndpoint, listMessagesEndpoint, type ConversationResponse, type Message } from '@dating/shared/contracts/chats';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import {
  conversationKey,
  openingOf,
  type ConversationPages,
  type ConversationRef,
  type OlderPageParam,
} from '../../../api/conversation-cache';
import { queryClient } from '../../../query-client';

const NO_MESSAGES: Message[] = [];

/**
 * A conversation and its history: GET /api/conversation.php opens it (the other member, what may be
 * sent, the allowance, the newest messages), and each older page comes from GET /api/messages.php
 * with `before` = the previous page's older_cursor, when the member scrolls up to it.
 */
export function useMessages(ref: ConversationRef) {
  const { api } = useShellContext();
  const query = useInfiniteQuery(
    {
      queryKey: conversationKey(ref),
      initialPageParam: null as OlderPageParam,
      queryFn: ({ pageParam, signal }) =>
        pageParam === null
          ? api.call(getConversationEndpoint, { query: ref, signal })
          : api.call(listMessagesEndpoint, { query: pageParam, signal }),
      getNextPageParam: (last, pages): OlderPageParam | undefined => {
        const conversation = (pages[0] as ConversationResponse).conversation;
        return conversation !== null && last.older_cursor !== null ? { conversation, before: last.older_cursor } : undefined;
      },
    },
    queryClient,
  );
  const data = query.data as ConversationPages | undefined;
  const opening: ConversationResponse | null = data?.pages[0] ? openingOf(data) : null;
  // Pages go from newest to older, each oldest first: the view reads them oldest first.
  const messages = data ? data.pages.toReversed().flatMap((page) => page.messages) : NO_MESSAGES;
  const last = data?.pages.at(-1);
  return {
    query,
    opening,
    messages,
    /** Older messages exist but the site's history limit hides them. */
    historyLimited: last?.history_limited ?? false,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage({ cancelRefetch: false }),
  };
}
