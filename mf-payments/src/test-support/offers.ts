// The offers' screen tests: a member who signed up a minute ago at a fixed time, their offers on the bus as
// the shell publishes them, and the layout pieces mounted the way the shell mounts them (their own name as
// route name, the page's pathname).
import type { EventBus } from '@dating/shared/bus/event-bus';
import type { DiscountCode } from '@dating/shared/contracts/discounts';
import type { User } from '@dating/shared/contracts/user';
import { toMemberOffer } from '@dating/shared/offers/member-offers';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { timeBonusFixture, welcomeFixture } from '@dating/shared/msw/discounts';
import type { ParcelLifecycles } from '@dating/shared/parcel/parcel-contract';
import { routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import type { mountScreen as screenKitMount } from '@dating/shared/test-support/screen-test-kit';

/** "Now" in the offers' tests: fake timers start here. */
export const NOW = Date.parse('2026-11-26T12:00:00Z');
const FOUR_HOURS = 14_400_000;

/** A member who signed up a minute before NOW and has not bought. */
export const newMember: User = { ...freeUserFixture, credits: 0, signup_date: new Date(NOW - 60_000).toISOString() };

/** The time bonus of `newMember`: ends 4 hours after their signup (3 h 59 min after NOW). */
export const newMemberTimeBonus = () => timeBonusFixture(new Date(NOW - 60_000 + FOUR_HOURS).toISOString());

/** The clock at NOW, fake (and moving on with real time, so the api client's requests still resolve). */
export function withOfferClock() {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true, now: NOW }));
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
  });
}

/** The member's offers as the shell publishes them on the bus once it has asked the api. */
export interface TestOffers {
  timeBonus?: DiscountCode | null;
  welcome?: DiscountCode | null;
}

/** Publishes `offers` of `member` on the bus's `offers` channel, as the shell does. */
export function publishOffers(bus: EventBus, member: number, { timeBonus = null, welcome = null }: TestOffers) {
  bus.set('offers', { member, timeBonus: timeBonus && toMemberOffer(timeBonus), welcome: welcome && toMemberOffer(welcome) });
}

/** Mounts a layout piece on `pathname` for `user`, with the member's credits and offers (none by default) on the bus. */
export function mountPiece(
  mountScreen: typeof screenKitMount,
  parcel: () => Promise<ParcelLifecycles>,
  name: string,
  {
    pathname = '/members',
    user = newMember,
    credits = 0,
    offers = {},
  }: { pathname?: string; user?: User | null; credits?: number; offers?: TestOffers } = {},
) {
  return mountScreen(parcel, {
    route: { ...routeInfoFor(name), pathname },
    user,
    beforeMount: (shell) => {
      shell.bus.set('credits', { credits, premium: user?.paid_user ?? false });
      if (user) publishOffers(shell.bus, user.id, offers);
    },
  });
}

/** A member who signed up two days before NOW, past the time bonus, with the welcome code until five days after NOW. */
export const welcomeMember: User = { ...newMember, signup_date: new Date(NOW - 2 * 86_400_000).toISOString() };
export const welcomeMemberCode = () => welcomeFixture(new Date(NOW + 5 * 86_400_000).toISOString());
