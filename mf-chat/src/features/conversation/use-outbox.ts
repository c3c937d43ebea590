import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@dating/shared/api-client/api-client';
import type { Gif, Gift, SendMessageRequest } from '@dating/shared/contracts/chats';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import type { User } from '@dating/shared/contracts/user';
import { useSendMessage } from './api/send-message';
import { uploadChatPhoto } from './api/upload-chat-photo';
import { keepUnsent, readUnsent } from './unsent-messages';

/** What a message on its way carries: what the member typed, or a photo, a gift or a GIF they chose. */
export type OutgoingContent =
  | { kind: 'text'; text: string }
  /** A picked photo: shown from the device (`preview`, an object URL) until the api has stored it. */
  | { kind: 'photo'; file: File; preview: string; progress: number }
  | { kind: 'gift'; gift: Gift }
  | { kind: 'gif'; gif: Gif };

/** A message on its way: shown as "sending", or "failed" with a retry that sends the same client id again. */
export interface OutgoingMessage {
  client_id: string;
  created_at: string;
  status: 'sending' | 'failed';
  content: OutgoingContent;
}

/** Why the last send was refused, when the footer has more to say than "not sent". */
export type SendRefusal = 'not_enough_credits' | 'premium_only' | 'unavailable' | { error: unknown };

/** The send's body for one message (the uploaded photo's id for a photo). */
function requestOf(profile: number, message: OutgoingMessage, photo: string | undefined): SendMessageRequest {
  const { content, client_id } = message;
  switch (content.kind) {
    case 'text':
      return { profile, client_id, kind: 'text', text: content.text };
    case 'photo':
      return { profile, client_id, kind: 'photo', photo: photo ?? '' };
    case 'gift':
      return { profile, client_id, kind: 'gift', gift: content.gift.slug };
    case 'gif':
      return { profile, client_id, kind: 'gif', gif: content.gif.id };
  }
}

/**
 * The member's messages not stored yet. Each gets a client id (UUID) once; a retry reuses it, so the
 * api stores and charges it at most once. A photo is uploaded first (its progress shown in the
 * bubble), once: a retry after a refused send sends the same upload again. A stored message leaves
 * the outbox: the conversation's cache has it from then on (and a failed one never shows as sent).
 * Text messages not stored yet are kept for the tab (a refused one is still there after buying credits
 * at the checkout and coming back); `spotlight` names the one the member should see (refused, or found
 * again on coming back), for the log to scroll to.
 */
export function useOutbox(profile: number, onUnavailable: () => void) {
  const { api, user$ } = useShellContext();
  // The member whose tab keeps the texts (0 until the session is known: nothing is read or kept before).
  const owner = useObservable<User | null>(user$, null)?.id ?? 0;
  const { mutateAsync } = useSendMessage();
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const [refusal, setRefusal] = useState<SendRefusal | null>(null);
  const [spotlight, setSpotlight] = useState<string | null>(null);
  // The conversation whose kept messages are in the outbox (0: none yet, the other member is not known yet).
  const [restored, setRestored] = useState(0);
  if (profile !== 0 && owner !== 0 && restored !== profile) {
    // Adjusted while rendering, so the first commit already shows what was kept (and never writes an empty outbox over it).
    const kept = readUnsent(owner, profile).map(({ client_id, created_at, text }): OutgoingMessage => ({
      client_id,
      created_at,
      status: 'failed',
      content: { kind: 'text', text },
    }));
    setRestored(profile);
    setOutbox((all) => [...kept.filter((message) => !all.some((known) => known.client_id === message.client_id)), ...all]);
    setSpotlight(kept.at(-1)?.client_id ?? null);
  }
  useEffect(() => {
    if (profile !== 0 && owner !== 0 && restored === profile)
      keepUnsent(
        owner,
        profile,
        outbox.flatMap((message) =>
          message.content.kind === 'text'
            ? [{ client_id: message.client_id, created_at: message.created_at, text: message.content.text }]
            : [],
        ),
      );
  }, [owner, profile, restored, outbox]);
  // Photos uploaded but not yet sent, by client id: a retry sends the upload it already made.
  const uploads = useRef(new Map<string, string>());

  const change = useCallback(
    (clientId: string, update: (message: OutgoingMessage) => OutgoingMessage) =>
      setOutbox((all) => all.map((known) => (known.client_id === clientId ? update(known) : known))),
    [],
  );

  const deliver = useCallback(
    async (message: OutgoingMessage) => {
      setRefusal(null);
      change(message.client_id, (known) => ({ ...known, status: 'sending' }));
      try {
        let photo = uploads.current.get(message.client_id);
        if (message.content.kind === 'photo' && photo === undefined) {
          const { file } = message.content;
          const setProgress = (progress: number) =>
            change(message.client_id, (known) =>
              known.content.kind === 'photo' ? { ...known, content: { ...known.content, progress } } : known,
            );
          photo = (await uploadChatPhoto(api, file, setProgress)).photo;
          uploads.current.set(message.client_id, photo);
        }
        await mutateAsync(requestOf(profile, message, photo));
        uploads.current.delete(message.client_id);
        setOutbox((all) => all.filter((known) => known.client_id !== message.client_id));
        if (message.content.kind === 'photo') URL.revokeObjectURL(message.content.preview);
      } catch (error) {
        change(message.client_id, (known) => ({ ...known, status: 'failed' }));
        const code = isApiError(error) ? error.code : null;
        if (code === 'not_enough_credits' || code === 'premium_only') {
          setRefusal(code === 'premium_only' ? 'premium_only' : 'not_enough_credits');
          setSpotlight(message.client_id);
        } else if (code === 'not_found' || code === 'reply_not_allowed') {
          // The member left, or cannot be answered yet: the conversation is asked again and says so.
          setRefusal('unavailable');
          onUnavailable();
        } else setRefusal({ error });
      }
    },
    [api, change, mutateAsync, profile, onUnavailable],
  );

  const submit = useCallback(
    (content: OutgoingContent) => {
      const message: OutgoingMessage = { client_id: crypto.randomUUID(), content, created_at: new Date().toISOString(), status: 'sending' };
      setOutbox((all) => [...all, message]);
      void deliver(message);
    },
    [deliver],
  );

  const retry = useCallback((message: OutgoingMessage) => void deliver(message), [deliver]);

  // Leaving the conversation lets go of the pictures still shown from the device.
  const latest = useRef(outbox);
  latest.current = outbox;
  useEffect(
    () => () => {
      for (const message of latest.current) if (message.content.kind === 'photo') URL.revokeObjectURL(message.content.preview);
    },
    [],
  );

  /** Messages the conversation has stored (a send whose answer was lost, then a reload) are not "unsent". */
  const settle = useCallback((storedIds: ReadonlySet<string>) => {
    setOutbox((all) =>
      all.some((known) => storedIds.has(known.client_id)) ? all.filter((known) => !storedIds.has(known.client_id)) : all,
    );
  }, []);

  return { outbox, submit, retry, refusal, dismissRefusal: () => setRefusal(null), spotlight, settle };
}
