import { useCallback, useEffect, useRef, useState } from 'react';
import { useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { withQuery } from '@dating/shared/routes/path-to';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { useClaimConversation } from './api/claim-conversation';
import { invalidateInboxConversation } from './api/get-inbox-conversation';
import { useReleaseConversation } from './api/release-conversation';
import { isInboxError } from './inbox-errors';

/** The lease is renewed this often while the conversation is open (it lasts three minutes). */
const RENEW_EVERY_MS = 60_000;

export interface HeldConversation {
  /** The conversation the operator holds and sees, null on the queue. */
  conversation: number | null;
  /** The one being claimed (its queue item shows it). */
  opening: number | null;
  /** Why the last claim from the queue was refused (another operator holds it, or the call failed). */
  refused: unknown;
  dismissRefusal: () => void;
  /** The lease ran out (`claim_required` from any call, or a renewal refused): nothing is sent until it is taken again. */
  lost: boolean;
  /** Why taking it again failed, if it did. */
  retakeError: unknown;
  retaking: boolean;
  open: (conversation: number) => void;
  /** Back to the queue (the lease is given back). */
  close: () => void;
  retake: () => void;
  /** A call answered `claim_required`. */
  markLost: () => void;
  /** The operator is typing: renew the lease when the last renewal is a minute old. */
  keepAlive: () => void;
}

/**
 * The operator's lease on the conversation they answer, and the page's `?conversation=` with it: opening
 * claims first (from the queue, or a page loaded with the parameter) and shows the conversation only once
 * the claim is theirs; the lease is renewed every minute and while typing, given back (best effort) on
 * leaving it for another, for the queue or the page; a lease that ran out is offered back.
 */
export function useHeldConversation(): HeldConversation {
  const { navigate } = useShellContext();
  const route = useRoute();
  const claim = useClaimConversation();
  const renewal = useClaimConversation();
  const release = useReleaseConversation();
  const [held, setHeld] = useState<number | null>(null);
  const [lost, setLost] = useState(false);
  const [refused, setRefused] = useState<unknown>(null);
  const renewedAt = useRef(0);
  const heldRef = useRef<number | null>(null);
  heldRef.current = held;

  const inboxPath = staffPathTo('staff-inbox');
  const { mutate: claimMutate } = claim;
  const { mutate: releaseMutate } = release;
  const { mutate: renewMutate } = renewal;

  const giveBack = useCallback(
    (conversation: number | null) => {
      if (conversation !== null) releaseMutate(conversation);
    },
    [releaseMutate],
  );

  const take = useCallback(
    (conversation: number, { push }: { push: boolean }) => {
      setRefused(null);
      claimMutate(conversation, {
        onSuccess: () => {
          const before = heldRef.current;
          if (before !== conversation) giveBack(before);
          renewedAt.current = Date.now();
          // Ahead of the render: the address this navigation changes must find it held already.
          heldRef.current = conversation;
          setHeld(conversation);
          setLost(false);
          if (push) navigate(withQuery(inboxPath, { conversation }));
        },
        onError: (error) => {
          setRefused(error);
          // A page loaded with a conversation someone else holds: the address says the queue, as the screen does.
          if (!push && heldRef.current === null) navigate(inboxPath, { replace: true });
        },
      });
    },
    [claimMutate, giveBack, navigate, inboxPath],
  );

  const open = useCallback(
    (conversation: number) => {
      if (conversation === heldRef.current) return;
      take(conversation, { push: true });
    },
    [take],
  );

  const close = useCallback(() => {
    giveBack(heldRef.current);
    heldRef.current = null;
    setHeld(null);
    setLost(false);
    navigate(inboxPath);
  }, [giveBack, navigate, inboxPath]);

  // The address leads (a page loaded with ?conversation=, the browser's back and forward buttons).
  const asked = Number(route.query.conversation ?? '') || null;
  useEffect(() => {
    if (asked === heldRef.current) return;
    if (asked === null) {
      giveBack(heldRef.current);
      heldRef.current = null;
      setHeld(null);
      setLost(false);
      return;
    }
    take(asked, { push: false });
  }, [asked, take, giveBack]);

  const renew = useCallback(() => {
    const conversation = heldRef.current;
    if (conversation === null) return;
    renewedAt.current = Date.now();
    renewMutate(conversation, {
      onError: (error) => {
        if (isInboxError(error, 'conversation_claimed') || isInboxError(error, 'claim_required')) setLost(true);
      },
    });
  }, [renewMutate]);

  useEffect(() => {
    if (held === null || lost) return undefined;
    const timer = setInterval(renew, RENEW_EVERY_MS);
    return () => clearInterval(timer);
  }, [held, lost, renew]);

  // Leaving the page gives the lease back; nothing can wait for the answer.
  useEffect(() => () => giveBack(heldRef.current), [giveBack]);

  const retake = useCallback(() => {
    const conversation = heldRef.current;
    if (conversation === null) return;
    renewMutate(conversation, {
      onSuccess: () => {
        renewedAt.current = Date.now();
        setLost(false);
        void invalidateInboxConversation(conversation);
      },
    });
  }, [renewMutate]);

  const keepAlive = useCallback(() => {
    if (!lost && Date.now() - renewedAt.current > RENEW_EVERY_MS) renew();
  }, [lost, renew]);

  return {
    conversation: held,
    opening: claim.isPending ? (claim.variables ?? null) : null,
    refused,
    dismissRefusal: () => setRefused(null),
    lost,
    retakeError: lost ? renewal.error : null,
    retaking: lost && renewal.isPending,
    open,
    close,
    retake,
    markLost: useCallback(() => setLost(true), []),
    keepAlive,
  };
}
