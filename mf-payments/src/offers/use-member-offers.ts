import { useEffect, useState } from 'react';
import type { MemberOffer } from '@dating/shared/bus/events';
import { TIME_BONUS } from '@dating/shared/contracts/offer-terms';
import type { User } from '@dating/shared/contracts/user';
import { mayHaveOffer, remainingMs } from '@dating/shared/offers/offer-window';
import { useBusState, useObservable, useShellContext, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { formatCountdown } from './countdown';

interface TimeBonusOffer {
  discount: MemberOffer;
  remainingMs: number;
  /** "hh:mm:ss" left, ticking every second. */
  countdown: string;
}

export interface MemberOffers {
  /** The logged-in member (null for a visitor, undefined until the session is known). */
  user: User | null | undefined;
  /** The member's credits as the shell last heard them. */
  credits: number;
  /** The time bonus while it runs (logged in, never paid, time left), else null. */
  timeBonus: TimeBonusOffer | null;
  /** The welcome code while it is valid and there is no time bonus, else null. */
  welcome: MemberOffer | null;
  /** The active discount: the time bonus when there is one, otherwise the welcome code. */
  active: MemberOffer | null;
  /** Whether the offers are known (or need not be): a page waiting to price with them can go on. */
  settled: boolean;
}

/** The current time, again every `tickMs` while `running` (a countdown re-renders once a second, nothing else does). */
function useNow(running: boolean, tickMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [running, tickMs]);
  return now;
}

/**
 * The member's offers, one state for every piece and page of mf-payments, read from the bus's `offers`
 * channel (the shell loads them with the session, clears them on logout and payment, and asks for the
 * welcome code when the time bonus ends): the time bonus counting down from the server's `expires`, the
 * welcome code while valid, and which of them is the active discount. Only the logged-in member's, and none
 * once the member has paid (the user record or the credits channel may say so before the shell's next word).
 */
export function useMemberOffers(): MemberOffers {
  const { user$ } = useShellContext();
  const user = useObservable<User | null | undefined>(user$, undefined);
  const { credits, premium } = useBusState('credits');
  const offers = useBusState('offers');
  const ready = useShellReady();
  const mine = user && !user.paid_user && !premium && offers.member === user.id ? offers : null;
  const bonus = mine?.timeBonus ?? null;
  // Ticks while there is a bonus: the shell clears it when it reaches zero.
  const now = useNow(bonus !== null, TIME_BONUS.tickMs);
  const left = bonus ? remainingMs(bonus.expires, now) : 0;

  const timeBonus = bonus && left > 0 ? { discount: bonus, remainingMs: left, countdown: formatCountdown(left) } : null;
  const code = mine?.welcome ?? null;
  const welcome = !timeBonus && code && (code.expires === null || Date.parse(code.expires) > now) ? code : null;
  const welcomeTerms = {
    percent: ready?.settings.welcome_discount_percent ?? 0,
    days: ready?.settings.welcome_discount_days ?? 0,
  };
  return {
    user,
    credits,
    timeBonus,
    welcome,
    active: timeBonus?.discount ?? welcome,
    settled:
      user !== undefined &&
      ready !== null &&
      (user === null || offers.member === user.id || !mayHaveOffer(user, premium, welcomeTerms, now)),
  };
}
