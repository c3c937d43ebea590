import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffServerFrame } from '@dating/shared/contracts/staff-inbox';
import { invalidateInboxConversation } from './api/get-inbox-conversation';
import { invalidateInbox } from './api/get-inbox';
import { openStaffSocket, type StaffSocket } from './staff-socket';

/** A member's typing indicator goes out when no frame renewed it for this long (a lost `typing: false`). */
const MEMBER_TYPING_MS = 6_000;
/** At most one `typing: true` per this while the operator types... */
const TYPING_RESEND_MS = 2_000;
/** ...and `typing: false` once they stopped for this long. */
const TYPING_IDLE_MS = 3_000;

export interface OperatorTyping {
  /** The operator typed a key in the composer. */
  input: () => void;
  /** The operator sent, or left the composer. */
  stop: () => void;
}

/**
 * The staff socket while the inbox is on screen: a changed queue is fetched again, and so is the open
 * conversation when it is the one that changed; the member of the open conversation typing shows as
 * `memberTyping`; the operator's typing goes to the member (throttled, ended after a pause).
 */
export function useStaffSocket(openConversation: number | null): { memberTyping: boolean; operatorTyping: OperatorTyping } {
  const socket = useRef<StaffSocket | null>(null);
  const open = useRef(openConversation);
  const [memberTyping, setMemberTyping] = useState(false);
  const memberTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typingSentAt = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopMemberTyping = useCallback(() => {
    clearTimeout(memberTimer.current);
    setMemberTyping(false);
  }, []);

  useEffect(() => {
    const onFrame = (frame: StaffServerFrame) => {
      if (frame.type === 'inbox') {
        void invalidateInbox();
        if (frame.conversation === open.current) {
          void invalidateInboxConversation(frame.conversation);
          // The member's message arrived: whatever they were typing is what came.
          stopMemberTyping();
        }
      } else if (frame.type === 'typing' && frame.conversation === open.current) {
        clearTimeout(memberTimer.current);
        setMemberTyping(frame.typing);
        if (frame.typing) memberTimer.current = setTimeout(() => setMemberTyping(false), MEMBER_TYPING_MS);
      }
    };
    socket.current = openStaffSocket({ onFrame });
    return () => {
      socket.current?.close();
      socket.current = null;
      clearTimeout(memberTimer.current);
      clearTimeout(idleTimer.current);
    };
  }, [stopMemberTyping]);

  const stop = useCallback(() => {
    clearTimeout(idleTimer.current);
    idleTimer.current = undefined;
    const conversation = open.current;
    if (typingSentAt.current === 0 || conversation === null) return;
    typingSentAt.current = 0;
    socket.current?.send({ type: 'typing', conversation, typing: false });
  }, []);

  // Another conversation (or none): the last one's typing ends with it, both ways.
  useEffect(() => {
    open.current = openConversation;
    stopMemberTyping();
    return () => stop();
  }, [openConversation, stopMemberTyping, stop]);

  const input = useCallback(() => {
    const conversation = open.current;
    if (conversation === null) return;
    const now = Date.now();
    if (now - typingSentAt.current >= TYPING_RESEND_MS) {
      typingSentAt.current = now;
      socket.current?.send({ type: 'typing', conversation, typing: true });
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [stop]);

  return { memberTyping, operatorTyping: { input, stop } };
}
