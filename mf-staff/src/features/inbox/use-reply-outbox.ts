import { useCallback, useState } from 'react';
import type { Message } from '@dating/shared/contracts/chats';
import type { PersonaPhoto } from '@dating/shared/contracts/staff-inbox';
import { useReplyAsPersona } from './api/reply-as-persona';

/** A reply of this page that the api has not confirmed: shown at once, retried with the same id. */
export interface OutgoingReply {
  clientId: string;
  content: { text: string } | { photo: PersonaPhoto };
  state: 'sending' | 'failed';
  createdAt: string;
}

/**
 * The persona's replies on their way: each with a fresh client id (the api stores a reply once per id,
 * so a retry after a lost answer cannot send it twice), shown as sending until the api's message takes
 * its place, or as failed with a retry. `onError` hears every failure (a lease that ran out).
 */
export function useReplyOutbox(conversation: number, { onSent, onError }: { onSent: () => void; onError: (error: unknown) => void }) {
  const reply = useReplyAsPersona();
  const [outgoing, setOutgoing] = useState<OutgoingReply[]>([]);
  const [error, setError] = useState<unknown>(null);
  const { mutate } = reply;

  const submit = useCallback(
    (item: OutgoingReply) => {
      setError(null);
      setOutgoing((list) => [...list.filter((known) => known.clientId !== item.clientId), { ...item, state: 'sending' }]);
      const body = 'text' in item.content ? { text: item.content.text } : { photo: item.content.photo.id };
      mutate(
        { conversation, client_id: item.clientId, ...body },
        {
          onSuccess: () => {
            setOutgoing((list) => list.filter((known) => known.clientId !== item.clientId));
            onSent();
          },
          onError: (failure) => {
            setOutgoing((list) => list.map((known) => (known.clientId === item.clientId ? { ...known, state: 'failed' } : known)));
            setError(failure);
            onError(failure);
          },
        },
      );
    },
    [conversation, mutate, onSent, onError],
  );

  const send = useCallback(
    (content: OutgoingReply['content']) =>
      submit({ clientId: crypto.randomUUID(), content, state: 'sending', createdAt: new Date().toISOString() }),
    [submit],
  );

  /** The outgoing replies the conversation does not hold yet (a refetch may bring one before its own answer). */
  const pending = (messages: readonly Message[]) =>
    outgoing.filter((item) => !messages.some((message) => message.client_id === item.clientId));

  return { send, retry: submit, pending, error };
}
