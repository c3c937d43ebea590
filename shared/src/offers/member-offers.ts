import type { Subscription } from 'rxjs';
import type { ApiClient } from '../api-client/api-client';
import type { EventBus } from '../bus/event-bus';
import type { MemberOffer, OffersState } from '../bus/events';
import { getDiscountCodeEndpoint, type DiscountCode } from '../contracts/discounts';
import type { User } from '../contracts/user';
import { inTimeBonusWindow, mayHaveOffer, remainingMs, type WelcomeTerms } from './offer-window';

/** What the bus carries of a code the api answered. */
export function toMemberOffer(discount: DiscountCode): MemberOffer {
  const { code, value_percentage, expires, country, currency, minimum_order_value } = discount;
  return { code, value_percentage, expires, country, currency, minimum_order_value };
}

const validWelcome = (code: DiscountCode | null, now: number): DiscountCode | null =>
  code && code.status === 'active' && !code.expired && (code.expires === null || Date.parse(code.expires) > now) ? code : null;

export interface OfferTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface MemberOffersOptions {
  api: ApiClient;
  bus: EventBus;
  /** The site's welcome code (settings `welcome_discount_percent`, `welcome_discount_days`). */
  welcome: WelcomeTerms;
  now?: () => number;
  timers?: OfferTimers;
}

/**
 * Keeps the bus's `offers` channel for the logged-in member, as the spec's session start loads the time
 * bonus with the user, chats and likes (none when logged out). Only for a member who may have an offer
 * (`mayHaveOffer`: never paid, a signup date, inside the time bonus's window or the welcome code's days):
 * GET /api/discountcode.php for the time bonus, then `welcome=true` when there is none, and again when the
 * bonus reaches zero. Errors are ignored (no offer shown) and asked again with the next session refresh.
 * Cleared on logout, on another member, when the member has paid (the user record, the credits channel's
 * premium, a payment completed in this tab). Everyone else costs no request.
 */
export function followMemberOffers({
  api,
  bus,
  welcome,
  now = () => Date.now(),
  timers = globalThis as unknown as OfferTimers,
}: MemberOffersOptions): { stop(): void } {
  /** The member the channel is about, and whether their offers are loaded (or being loaded) already. */
  let member: number | null = null;
  let loaded = false;
  let loading = false;
  /** Bumped whenever what is being asked stops mattering (logout, another member, paid): late answers are dropped. */
  let generation = 0;
  let bonusEnd: unknown = null;
  const paidHere = new Set<number>();

  const publish = (next: OffersState) => {
    const current = bus.get('offers');
    const same =
      current.member === next.member &&
      current.timeBonus?.code === next.timeBonus?.code &&
      current.timeBonus?.expires === next.timeBonus?.expires &&
      current.welcome?.code === next.welcome?.code &&
      current.welcome?.expires === next.welcome?.expires;
    if (!same) bus.set('offers', next);
  };
  const stopBonusTimer = () => {
    if (bonusEnd !== null) timers.clearTimeout(bonusEnd);
    bonusEnd = null;
  };
  /** Forgets what was loaded or asked (logout, another member, paid). */
  const forget = () => {
    generation += 1;
    loaded = false;
    loading = false;
    stopBonusTimer();
  };

  const ask = async (query: { welcome?: 'true' }): Promise<{ discount: DiscountCode | null; failed: boolean }> => {
    try {
      const { discount } = await api.call(getDiscountCodeEndpoint, { query });
      return { discount, failed: false };
    } catch {
      return { discount: null, failed: true };
    }
  };

  const askWelcome = async (id: number, mine: number, bonusFailed: boolean) => {
    const answer = welcome.percent > 0 ? await ask({ welcome: 'true' }) : { discount: null, failed: false };
    if (mine !== generation) return;
    const code = validWelcome(answer.discount, now());
    publish({ member: id, timeBonus: null, welcome: code && toMemberOffer(code) });
    loading = false;
    // A failed answer is asked again with the next session refresh.
    loaded = !answer.failed && !bonusFailed;
  };

  const load = async (user: User, premium: boolean) => {
    const mine = ++generation;
    loading = true;
    const bonus = inTimeBonusWindow(user, premium, now()) ? await ask({}) : { discount: null, failed: false };
    if (mine !== generation) return;
    const left = bonus.discount ? remainingMs(bonus.discount.expires, now()) : 0;
    if (bonus.discount && left > 0) {
      publish({ member: user.id, timeBonus: toMemberOffer(bonus.discount), welcome: null });
      loading = false;
      loaded = true;
      // At zero the bonus is over: the welcome code may follow it.
      bonusEnd = timers.setTimeout(() => {
        bonusEnd = null;
        if (mine !== generation) return;
        loading = true;
        publish({ member: user.id, timeBonus: null, welcome: null });
        void askWelcome(user.id, mine, false);
      }, left);
      return;
    }
    await askWelcome(user.id, mine, bonus.failed);
  };

  const follow = () => {
    const auth = bus.get('auth');
    const user = auth.status === 'logged_in' ? auth.user : null;
    if (user?.id !== member) {
      forget();
      member = user?.id ?? null;
    }
    if (!user) {
      publish({ member: null, timeBonus: null, welcome: null });
      return;
    }
    const premium = bus.get('credits').premium || paidHere.has(user.id);
    if (!mayHaveOffer(user, premium, welcome, now())) {
      if (loaded || loading) forget();
      publish({ member: user.id, timeBonus: null, welcome: null });
      return;
    }
    if (loaded || loading) return;
    // Until the first answers come, the channel says they are not known yet (a page waiting to price with
    // them waits); asking again after a failure keeps what the channel says meanwhile.
    if (bus.get('offers').member !== user.id) publish({ member: null, timeBonus: null, welcome: null });
    void load(user, premium);
  };

  const subscriptions: Subscription[] = [
    bus.state$('auth').subscribe(follow),
    bus.state$('credits').subscribe(follow),
    bus.on$('paymentCompleted').subscribe(() => {
      if (member === null) return;
      paidHere.add(member);
      follow();
    }),
  ];

  return {
    stop() {
      forget();
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}
