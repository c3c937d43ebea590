import type { InfiniteData } from '@tanstack/react-query';
import {
  getConversationEndpoint,
  type ChatAllowance,
  type ConversationResponse,
  type Message,
  type MessagesPage,
} from '@dating/shared/contracts/chats';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { queryClient } from '../query-client';

/** A conversation as a route opens it: by its id (/chats/{id}) or by the other member (/members/{id}/chat). */
export type ConversationRef = { conversation: number } | { profile: number };

/** Where the next older page starts: the first page is GET /api/conversation.php, older ones GET /api/messages.php. */
export type OlderPageParam = { conversation: number; before: number } | null;

/** A conversation in the cache: its opening answer first (the newest messages), then older pages. */
export type ConversationPages = InfiniteData<ConversationResponse | MessagesPage, OlderPageParam>;

export const conversationKey = (ref: ConversationRef) => endpointKey(getConversationEndpoint, ref);

/** The opening answer of a cached conversation: the other member, what may be sent, the allowance. */
export const openingOf = (data: ConversationPages) => data.pages[0] as ConversationResponse;

/** Changes every cached conversation (by id or by profile) that `matches`. */
export function changeConversations(
  matches: (opening: ConversationResponse) => boolean,
  change: (data: ConversationPages) => ConversationPages,
) {
  for (const [key, data] of queryClient.getQueriesData<ConversationPages>({ queryKey: endpointKey(getConversationEndpoint) })) {
    if (data?.pages[0] && matches(openingOf(data))) queryClient.setQueryData<ConversationPages>(key, change(data));
  }
}

/** Whether a cached copy of the conversation has the message already. */
export function cachedMessage(conversation: number, id: number): boolean {
  return queryClient
    .getQueriesData<ConversationPages>({ queryKey: endpointKey(getConversationEndpoint) })
    .some(
      ([, data]) =>
        data?.pages[0] !== undefined &&
        openingOf(data).conversation === conversation &&
        data.pages.some((page) => page.messages.some((known) => known.id === id)),
    );
}

/** The message added to the newest page, unless a page has it already (a send answered twice, a live copy). */
export function withMessage(data: ConversationPages, message: Message): ConversationPages {
  if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
  const [opening, ...older] = data.pages as [ConversationResponse, ...MessagesPage[]];
  return { ...data, pages: [{ ...opening, messages: [...opening.messages, message] }, ...older] };
}

/** What the member may send, after a send: the same for every conversation of theirs. */
export function setAllowance(allowance: ChatAllowance) {
  changeConversations(
    () => true,
    (data) => ({ ...data, pages: [{ ...openingOf(data), allowance }, ...data.pages.slice(1)] }),
  );
}
