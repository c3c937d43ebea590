import { getConversationEndpoint, MESSAGE_TYPES, type Message } from '@dating/shared/contracts/chats';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { queryClient } from '../query-client';
import { changeChat, chatsKey } from './list-chats';
import { cachedMessage, changeConversations, withMessage } from './conversation-cache';

/**
 * The one way a new message enters mf-chat: the member's own after the api stored it, and (live
 * delivery) the other side's. The open conversation shows it, and its entry in the chat list moves
 * to the top with the message as its snippet; a conversation the list does not have yet (a first
 * message, or one the member had deleted) makes the list load again.
 */
export function receiveMessage(conversation: number, message: Message): void {
  // A moderator decided on the member's photo: the sender's copy changes where it is (removed), or moves
  // to its new id at the end (held for review, now delivered: the same client id).
  if (message.review === 'removed') {
    reviewChanged(conversation, message);
    // Its credits came back when it never reached the other member: the footer's balance is fetched again.
    void queryClient.invalidateQueries({ queryKey: endpointKey(getConversationEndpoint) });
    return;
  }
  if (reviewChanged(conversation, message)) return;
  // Once per message: the send's answer and its live copy come both (either first), and a replay may
  // repeat one. Without a cached copy only the snippet changes, which is the same the second time;
  // the other side's messages come once (the shell drops what it applied).
  if (cachedMessage(conversation, message.id)) return;
  changeConversations(
    (opening) => opening.conversation === conversation,
    (data) => withMessage(data, message),
  );
  const list = changeChat(conversation, (entry) => ({
    ...entry,
    last_message: {
      type: isListedType(message.type) ? message.type : 'text',
      text: message.text,
      from_me: message.from_me,
      created_at: message.created_at,
      gift: message.type === 'gift' ? message.gift : null,
      photo: message.type === 'photo' && message.photo ? { animated: message.photo.animated } : null,
    },
    updated_at: message.created_at,
    num_unread_messages: message.from_me || message.type === 'system' ? entry.num_unread_messages : entry.num_unread_messages + 1,
  }));
  const entry = list?.chats.find((chat) => chat.conversation === conversation);
  if (!list || !entry) {
    void queryClient.invalidateQueries({ queryKey: chatsKey() });
    return;
  }
  // Newest activity first.
  queryClient.setQueryData(chatsKey(), { ...list, chats: [entry, ...list.chats.filter((chat) => chat !== entry)] });
}

/** The list's snippet takes the types the contract lists; a newer type reads as text until this build knows it. */
const isListedType = (type: string): type is (typeof MESSAGE_TYPES)[number] => (MESSAGE_TYPES as readonly string[]).includes(type);

/**
 * Applies a changed review of the member's own photo message to the cached conversation: the same id with
 * another review is replaced in place (true: nothing else changes); an older copy under another id with the
 * same client id (a held photo delivered after approval) is taken out, so the caller adds it at the end.
 */
function reviewChanged(conversation: number, message: Message): boolean {
  if (!message.from_me) return false;
  let replaced = false;
  changeConversations(
    (opening) => opening.conversation === conversation,
    (data) => {
      const stale = (known: Message) => known.id !== message.id && message.client_id !== null && known.client_id === message.client_id;
      const changed = (known: Message) => known.id === message.id && known.review !== message.review;
      if (!data.pages.some((page) => page.messages.some((known) => stale(known) || changed(known)))) return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          messages: page.messages.flatMap((known) => {
            if (changed(known)) {
              replaced = true;
              return [message];
            }
            return stale(known) ? [] : [known];
          }),
        })),
      };
    },
  );
  return replaced;
}
