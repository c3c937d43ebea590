import { useCallback, useState } from 'react';
import { isApiError } from '@dating/shared/api-client/api-client';
import { useSendMessage } from './api/send-message';

/** A message on its way: shown as "sending", or "failed" with a retry that sends the same client id again. */
export interface OutgoingMessage {
  client_id: string;
  text: string;
  created_at: string;
  status: 'sending' | 'failed';
}

/** Why the last send was refused, when the footer has more to say than "not sent". */
export type SendRefusal = 'not_enough_credits' | 'premium_only' | 'unavailable' | { error: unknown };

/**
 * The member's messages not stored yet. Each gets a client id (UUID) once; a retry reuses it, so the
 * api stores and charges it at most once. A stored message leaves the outbox: the conversation's cache
 * has it from then on (and a failed one never shows as sent).
 */
export function useOutbox(profile: number, onUnavailable: () => void) {
  const { mutateAsync } = useSendMessage();
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const [refusal, setRefusal] = useState<SendRefusal | null>(null);

  const deliver = useCallback(
    async (message: Pick<OutgoingMessage, 'client_id' | 'text'>) => {
      setRefusal(null);
      setOutbox((all) => all.map((known) => (known.client_id === message.client_id ? { ...known, status: 'sending' } : known)));
      try {
        await mutateAsync({ profile, client_id: message.client_id, text: message.text });
        setOutbox((all) => all.filter((known) => known.client_id !== message.client_id));
      } catch (error) {
        setOutbox((all) => all.map((known) => (known.client_id === message.client_id ? { ...known, status: 'failed' } : known)));
        const code = isApiError(error) ? error.code : null;
        if (code === 'not_enough_credits' || code === 'premium_only')
          setRefusal(code === 'premium_only' ? 'premium_only' : 'not_enough_credits');
        else if (code === 'not_found' || code === 'reply_not_allowed') {
          // The member left, or cannot be answered yet: the conversation is asked again and says so.
          setRefusal('unavailable');
          onUnavailable();
        } else setRefusal({ error });
      }
    },
    [mutateAsync, profile, onUnavailable],
  );

  const submit = useCallback(
    (text: string) => {
      const message: OutgoingMessage = { client_id: crypto.randomUUID(), text, created_at: new Date().toISOString(), status: 'sending' };
      setOutbox((all) => [...all, message]);
      void deliver(message);
    },
    [deliver],
  );

  const retry = useCallback((message: OutgoingMessage) => void deliver(message), [deliver]);

  return { outbox, submit, retry, refusal, dismissRefusal: () => setRefusal(null) };
}
