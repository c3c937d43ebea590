import { useEffect, useState } from 'react';
import type { DirectDebitMandate } from '@dating/shared/contracts/direct-debit';

/** "0:42": minutes and zero-padded seconds. */
function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The wait before another code may be sent ("0:42"), ticking each second from the mandate's answer, or
 * null once a new code may be asked for. A new answer (a code resent) starts it again.
 */
export function useResendCountdown(mandate: DirectDebitMandate): string | null {
  const [until, setUntil] = useState(() => Date.now() + mandate.resend_in_seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [seen, setSeen] = useState(mandate);
  if (seen !== mandate) {
    setSeen(mandate);
    setUntil(Date.now() + mandate.resend_in_seconds * 1000);
    setNow(Date.now());
  }
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, until]);
  return running ? formatCountdown(left) : null;
}
