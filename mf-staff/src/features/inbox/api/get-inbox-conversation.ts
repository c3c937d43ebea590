import { useQuery } from '@tanstack/react-query';
import type { Message } from '@dating/shared/contracts/chats';
import { getInboxConversationEndpoint, type InboxConversation } from '@dating/shared/contracts/staff-inbox';
import { endpointKey, endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

const keyOf = (conversation: number) => endpointKey(getInboxConversationEndpoint, { conversation });

/**
 * GET /api/staff/inbox/conversation.php: the held conversation's newest messages and both sheets. Asked
 * only once the claim succeeded (`enabled`); the staff socket invalidates it when the member writes.
 */
export function useInboxConversation(conversation: number | null) {
  const { api } = useShellContext();
  return useQuery(
    {
      ...endpointQuery(api, getInboxConversationEndpoint, { query: { conversation: conversation ?? 0 } }),
      enabled: conversation !== null,
      staleTime: 0,
    },
    queryClient,
  );
}

/** Fetches the conversation again (the member wrote, or the operator took it back). */
export function invalidateInboxConversation(conversation: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: keyOf(conversation) });
}

/** Changes the cached conversation in place: a sent message, a new fact or note shows without a round trip. */
export function updateInboxConversation(conversation: number, change: (data: InboxConversation) => InboxConversation): void {
  queryClient.setQueryData<InboxConversation>(keyOf(conversation), (data) => (data ? change(data) : data));
}

/** The conversation with `message` at its end, unless it is in it already (a refetch may have brought it first). */
export function withMessage(data: InboxConversation, message: Message): InboxConversation {
  return data.messages.some((known) => known.id === message.id) ? data : { ...data, messages: [...data.messages, message] };
}
