import { waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createApiClient } from '../api-client/api-client';
import { createEventBus } from '../bus/event-bus';
import { STATE_SCHEMAS, type MemberOffer } from '../bus/events';
import type { DiscountCode } from '../contracts/discounts';
import type { User } from '../contracts/user';
import { createDiscountHandlers, timeBonusFixture, welcomeFixture } from '../msw/discounts';
import { freeUserFixture } from '../msw/fixtures';
import { followMemberOffers, toMemberOffer } from './member-offers';
import { TIME_BONUS_WINDOW_MS } from './offer-window';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const DAY_MS = 86_400_000;
/** Signed up a minute ago: the time bonus has 3 h 59 min left. */
const newMember: User = { ...freeUserFixture, credits: 0, signup_date: new Date(NOW - 60_000).toISOString() };
/** Signed up two days ago: past the time bonus, inside the welcome code's days. */
const welcomeMember: User = { ...newMember, signup_date: new Date(NOW - 2 * DAY_MS).toISOString() };
const bonusCode = timeBonusFixture(new Date(NOW - 60_000 + TIME_BONUS_WINDOW_MS).toISOString());
const welcomeCode = welcomeFixture(new Date(NOW + 5 * DAY_MS).toISOString());

const discounts = createDiscountHandlers();
const server = setupServer(...discounts.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** setTimeout under the test's hand: `fire` runs the pending callbacks as if their time had come. */
function manualTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let next = 0;
  return {
    setTimeout: (fn: () => void, ms: number) => {
      pending.set(++next, { fn, ms });
      return next;
    },
    clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    delays: () => [...pending.values()].map(({ ms }) => ms),
    fire: () => {
      const due = [...pending.values()];
      pending.clear();
      for (const { fn } of due) fn();
    },
  };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function setup({ welcomePercent = 15 }: { welcomePercent?: number } = {}) {
  const bus = createEventBus();
  const api = createApiClient({ baseUrl: 'http://localhost', retries: 0 });
  const clock = { now: NOW };
  const timers = manualTimers();
  const offers = followMemberOffers({ api, bus, welcome: { percent: welcomePercent, days: 7 }, now: () => clock.now, timers });
  stops.push(() => offers.stop());
  const logIn = (user: User) => {
    bus.set('auth', { status: 'logged_in', user });
    bus.set('credits', { credits: user.credits, premium: user.paid_user });
  };
  return { bus, clock, timers, logIn };
}

const offerOf = (code: DiscountCode): MemberOffer => toMemberOffer(code);

beforeEach(() => {
  Object.assign(discounts.state, { timeBonus: bonusCode, welcome: welcomeCode, requests: [], failNextLoad: false });
});

describe("the member's offers on the bus", () => {
  it('carries what the contract says of a code, in the shape of its channel', () => {
    expect(STATE_SCHEMAS.offers.safeParse({ member: 7, timeBonus: offerOf(bonusCode), welcome: offerOf(welcomeCode) }).success).toBe(true);
    expect(offerOf(bonusCode)).toEqual({
      code: 'TIMEBONUS25',
      value_percentage: 25,
      expires: bonusCode.expires,
      country: null,
      currency: null,
      minimum_order_value: 0,
    });
  });

  it('loads the time bonus when a new member logs in, then the welcome code when it reaches zero', async () => {
    const { bus, timers, clock, logIn } = setup();
    expect(bus.get('offers')).toEqual({ member: null, timeBonus: null, welcome: null });
    logIn(newMember);
    await waitFor(() => expect(bus.get('offers')).toEqual({ member: 7, timeBonus: offerOf(bonusCode), welcome: null }));
    expect(discounts.state.requests).toEqual([{}]);
    // Ends with the bonus's own end, 3 h 59 min from now.
    expect(timers.delays()).toEqual([TIME_BONUS_WINDOW_MS - 60_000]);

    // A session refresh publishes the member again: nothing is asked twice.
    logIn({ ...newMember, credits: 0 });
    expect(discounts.state.requests).toHaveLength(1);

    clock.now = NOW + TIME_BONUS_WINDOW_MS;
    timers.fire();
    expect(bus.get('offers')).toEqual({ member: 7, timeBonus: null, welcome: null });
    await waitFor(() => expect(bus.get('offers')).toEqual({ member: 7, timeBonus: null, welcome: offerOf(welcomeCode) }));
    expect(discounts.state.requests).toEqual([{}, { welcome: 'true' }]);
  });

  it('asks for the welcome code when there is no time bonus, and publishes only a valid one', async () => {
    const { bus, logIn } = setup();
    logIn(welcomeMember);
    await waitFor(() => expect(bus.get('offers').welcome).toEqual(offerOf(welcomeCode)));
    // Past the 4 hours the time bonus is not asked for at all.
    expect(discounts.state.requests).toEqual([{ welcome: 'true' }]);

    discounts.state.welcome = { ...welcomeCode, expires: new Date(NOW - 1_000).toISOString() };
    logIn({ ...welcomeMember, id: 8 });
    await waitFor(() => expect(discounts.state.requests).toHaveLength(2));
    await waitFor(() => expect(bus.get('offers')).toEqual({ member: 8, timeBonus: null, welcome: null }));

    discounts.state.timeBonus = null;
    logIn({ ...newMember, id: 9 });
    await waitFor(() => expect(bus.get('offers').member).toBe(9));
    expect(discounts.state.requests.slice(2)).toEqual([{}, { welcome: 'true' }]);
  });

  it('asks nothing for a visitor, a paid member or one past every offer', async () => {
    const { bus, logIn } = setup({ welcomePercent: 0 });
    bus.set('auth', { status: 'logged_out' });
    logIn({ ...newMember, paid_user: true });
    expect(bus.get('offers')).toEqual({ member: 7, timeBonus: null, welcome: null });
    // This site has no welcome code: two days after signup nothing is left to ask for.
    logIn({ ...welcomeMember, id: 9 });
    expect(bus.get('offers')).toEqual({ member: 9, timeBonus: null, welcome: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(discounts.state.requests).toEqual([]);
  });

  it('clears on logout and when the member has paid (the user record, premium, a payment completed here)', async () => {
    const { bus, timers, logIn } = setup();
    logIn(newMember);
    await waitFor(() => expect(bus.get('offers').timeBonus).not.toBeNull());
    bus.set('auth', { status: 'logged_out' });
    expect(bus.get('offers')).toEqual({ member: null, timeBonus: null, welcome: null });
    expect(timers.delays()).toEqual([]);

    logIn(newMember);
    await waitFor(() => expect(bus.get('offers').timeBonus).not.toBeNull());
    bus.set('credits', { credits: 60, premium: true });
    expect(bus.get('offers')).toEqual({ member: 7, timeBonus: null, welcome: null });

    logIn({ ...newMember, id: 8 });
    await waitFor(() => expect(bus.get('offers').timeBonus).not.toBeNull());
    bus.emit('paymentCompleted', { paymentId: 'pay_1', credits: 60 });
    expect(bus.get('offers')).toEqual({ member: 8, timeBonus: null, welcome: null });
    // The user record may not say it yet: the payment is not forgotten by the next refresh.
    logIn({ ...newMember, id: 8 });
    expect(bus.get('offers')).toEqual({ member: 8, timeBonus: null, welcome: null });
    expect(discounts.state.requests).toEqual([{}, {}, {}]);
  });

  it('drops an answer that comes after the member left, and ignores errors until the next refresh', async () => {
    const { bus, logIn } = setup();
    logIn(newMember);
    bus.set('auth', { status: 'logged_out' });
    await waitFor(() => expect(discounts.state.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bus.get('offers')).toEqual({ member: null, timeBonus: null, welcome: null });

    discounts.state.failNextLoad = true;
    logIn(newMember);
    // The time bonus failed: nothing shown, the welcome code asked instead (none during the 4 hours).
    discounts.state.welcome = null;
    await waitFor(() => expect(bus.get('offers')).toEqual({ member: 7, timeBonus: null, welcome: null }));
    expect(discounts.state.requests.slice(1)).toEqual([{}, { welcome: 'true' }]);
    logIn(newMember);
    await waitFor(() => expect(bus.get('offers').timeBonus).toEqual(offerOf(bonusCode)));
  });
});
