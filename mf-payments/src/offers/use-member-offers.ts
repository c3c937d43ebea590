import { useEffect, useState } from 'react';
import type { DiscountCode } from '@dating/shared/contracts/discounts';
import { TIME_BONUS } from '@dating/shared/contracts/discounts';
import type { User } from '@dating/shared/contracts/user';
import { useBusState, useObservable, useShellContext, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { offersKey, useOfferQuery } from '../api/discount-codes';
import { queryClient } from '../query-client';
import { formatCountdown, inTimeBonusWindow, mayHaveOffer, remainingMs } from './countdown';

interface TimeBonusOffer {
  discount: DiscountCode;
  remainingMs: number;
  /** "hh:mm:ss" left, ticking every second. */
  countdown: string;
}

export interface MemberOffers {
  /** The logged-in member (null for a visitor, undefined until the session is known). */
  user: User | null | undefined;
  /** The member's credits as the shell last heard them. */
  credits: number;
  /** The time bonus while it runs (logged in, never paid, a signup date, time left), else null. */
  timeBonus: TimeBonusOffer | null;
  /** The welcome code while it is valid and there is no time bonus, else null. */
  welcome: DiscountCode | null;
  /** The active discount: the time bonus when there is one, otherwise the welcome code. */
  active: DiscountCode | null;
  /** Whether the offers have been asked for (or need not be): a page waiting to price with them can go on. */
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

const validWelcome = (code: DiscountCode | null, now: number): DiscountCode | null =>
  code && code.status === 'active' && !code.expired && (code.expires === null || Date.parse(code.expires) > now) ? code : null;

/**
 * The member's offers, one state for every piece and page of mf-payments (they share the remote's query
 * cache): the time bonus, loaded when logged in and counting down from the server's `expires`, cleared at
 * zero, on logout, once the member has paid (the user record or the credits channel says so) or without a
 * signup date; the welcome code, loaded when there is no time bonus; and which of them is the active discount.
 */
export function useMemberOffers(): MemberOffers {
  const { user$ } = useShellContext();
  const user = useObservable<User | null | undefined>(user$, undefined);
  const { credits, premium } = useBusState('credits');
  const ready = useShellReady();
  const welcomeSettings = {
    percent: ready?.settings.welcome_discount_percent ?? 0,
    days: ready?.settings.welcome_discount_days ?? 0,
  };
  const member = user ? user.id : null;

  const [clock, setClock] = useState(Date.now);
  const eligible = mayHaveOffer(user, premium, welcomeSettings, clock);
  const wantsTimeBonus = eligible && !!user && inTimeBonusWindow(user, premium, clock);
  const bonus = useOfferQuery('time_bonus', member, wantsTimeBonus);
  const bonusRunning = wantsTimeBonus && bonus.discount !== null && remainingMs(bonus.discount.expires, clock) > 0;
  const now = useNow(bonusRunning, TIME_BONUS.tickMs);
  const left = bonusRunning && bonus.discount ? remainingMs(bonus.discount.expires, now) : 0;

  // The bonus reaching zero is a change of state (the welcome code may follow): the clock moves on with it.
  useEffect(() => {
    if (bonusRunning && left === 0) setClock(now);
  }, [bonusRunning, left, now]);

  const wantsWelcome = eligible && welcomeSettings.percent > 0 && bonus.settled && left === 0;
  const welcomeQuery = useOfferQuery('welcome', member, wantsWelcome);

  // Logged out: nothing of the member's offers stays in memory.
  useEffect(() => {
    if (user === null) queryClient.removeQueries({ queryKey: offersKey });
  }, [user]);

  const timeBonus = left > 0 && bonus.discount ? { discount: bonus.discount, remainingMs: left, countdown: formatCountdown(left) } : null;
  const welcome = eligible && !timeBonus ? validWelcome(welcomeQuery.discount, now) : null;
  return {
    user,
    credits,
    timeBonus,
    welcome,
    active: timeBonus?.discount ?? welcome,
    settled: user !== undefined && ready !== null && bonus.settled && (timeBonus !== null || welcomeQuery.settled),
  };
}
