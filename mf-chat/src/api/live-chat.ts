import { useEffect, useSyncExternalStore } from 'react';
import type { EventBus } from '@dating/shared/bus/event-bus';
import type { HappeningPayload } from '@dating/shared/bus/events';
import { TYPING_TTL_MS } from '@dating/shared/contracts/realtime';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';
import { changeChat, chatsKey } from './list-chats';
import { changeConversations, openingOf } from './conversation-cache';
import { receiveMessage } from './receive-message';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { getConversationEndpoint } from '@dating/shared/contracts/chats';

type ChatEvent = HappeningPayload<'chatEvent'>;

/** Who is typing where: conversation → its expiry timer. Renewed by every start, gone on stop or their message. */
const typing = new Map<number, ReturnType<typeof setTimeout>>();
const typingListeners = new Set<() => void>();
const typingChanged = () => {
  for (const listener of typingListeners) listener();
};

function setTyping(conversation: number, on: boolean) {
  const timer = typing.get(conversation);
  if (timer !== undefined) clearTimeout(timer);
  if (on) {
    typing.set(
      conversation,
      setTimeout(() => setTyping(conversation, false), TYPING_TTL_MS),
    );
  } else typing.delete(conversation);
  if (on !== (timer !== undefined)) typingChanged();
}

/** Whether the other member of `conversation` is typing now (false for a conversation not started). */
export function useOtherTyping(conversation: number | null): boolean {
  return useSyncExternalStore(
    (listener) => {
      typingListeners.add(listener);
      return () => typingListeners.delete(listener);
    },
    () => conversation !== null && typing.has(conversation),
  );
}

/** Applies one live chat event to mf-chat's cache. */
function applyChatEvent(event: ChatEvent): void {
  switch (event.kind) {
    case 'message':
      // Their message ends their typing.
      if (!event.message.from_me) setTyping(event.conversation, false);
      receiveMessage(event.conversation, event.message);
      return;
    case 'typing':
      setTyping(event.conversation, event.typing);
      return;
    case 'read':
      changeConversations(
        (opening) => opening.conversation === event.conversation,
        (data) => {
          const opening = openingOf(data);
          if (opening.read_up_to >= event.up_to) return data;
          return { ...data, pages: [{ ...opening, read_up_to: event.up_to }, ...data.pages.slice(1)] };
        },
      );
      return;
    case 'self_read':
      // Read in another tab: this tab's list follows (the unread total comes with the counters).
      changeChat(event.conversation, (entry) => ({ ...entry, num_unread_messages: 0 }));
      return;
    case 'conversation_deleted':
      changeChat(event.conversation, () => null);
      return;
    default:
      // Not a chat event (counters, likes…): the shell handles those.
      return;
  }
}

/** Live events were lost beyond resuming: the list and every cached conversation load again. */
function resync() {
  void queryClient.invalidateQueries({ queryKey: chatsKey() });
  void queryClient.invalidateQueries({ queryKey: endpointKey(getConversationEndpoint) });
}

let listeners = 0;
let stopListening: (() => void) | null = null;

function listen(bus: EventBus): () => void {
  const events = bus.on$('chatEvent').subscribe(applyChatEvent);
  const resyncs = bus.on$('chatResync').subscribe(resync);
  return () => {
    events.unsubscribe();
    resyncs.unsubscribe();
  };
}

/**
 * Keeps mf-chat's cache live while any of its screens is on the page: the shell's realtime channel
 * arrives as bus happenings (one subscription however many parcels are mounted).
 */
export function useLiveChat(): void {
  const { bus } = useShellContext();
  useEffect(() => {
    listeners += 1;
    stopListening ??= listen(bus);
    return () => {
      listeners -= 1;
      if (listeners === 0) {
        stopListening?.();
        stopListening = null;
      }
    };
  }, [bus]);
}
