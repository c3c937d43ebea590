import { freeUserFixture } from '../msw/fixtures';
import { TIME_BONUS_WINDOW_MS, inTimeBonusWindow, mayHaveOffer, remainingMs } from './offer-window';

const SIGNUP = Date.parse('2026-11-26T10:00:00Z');
const member = { ...freeUserFixture, signup_date: new Date(SIGNUP).toISOString() };
const WELCOME = { percent: 15, days: 7 };

describe('the time bonus window', () => {
  it('is the 4 hours of the contract', () => {
    expect(TIME_BONUS_WINDOW_MS).toBe(4 * 3_600_000);
  });

  it('counts what is left to the server end, never below zero nor above the whole window', () => {
    const expires = new Date(SIGNUP + TIME_BONUS_WINDOW_MS).toISOString();
    expect(remainingMs(expires, SIGNUP)).toBe(TIME_BONUS_WINDOW_MS);
    expect(remainingMs(expires, SIGNUP + 1_000)).toBe(TIME_BONUS_WINDOW_MS - 1_000);
    expect(remainingMs(expires, SIGNUP + TIME_BONUS_WINDOW_MS + 60_000)).toBe(0);
    // A device clock hours behind the server's would show more than the window: it never does.
    expect(remainingMs(new Date(SIGNUP + 10 * TIME_BONUS_WINDOW_MS).toISOString(), SIGNUP)).toBe(TIME_BONUS_WINDOW_MS);
    expect(remainingMs(null, SIGNUP)).toBe(0);
    expect(remainingMs('not a date', SIGNUP)).toBe(0);
  });
});

describe('who may have an offer', () => {
  it('the time bonus: a member who never paid, in the 4 hours after signup', () => {
    expect(inTimeBonusWindow(member, false, SIGNUP + 60_000)).toBe(true);
    expect(inTimeBonusWindow(member, false, SIGNUP + TIME_BONUS_WINDOW_MS)).toBe(false);
    expect(inTimeBonusWindow({ ...member, paid_user: true }, false, SIGNUP + 60_000)).toBe(false);
    // The credits channel heard of a payment before the user record was asked for again.
    expect(inTimeBonusWindow(member, true, SIGNUP + 60_000)).toBe(false);
    expect(inTimeBonusWindow({ ...member, signup_date: '' }, false, SIGNUP + 60_000)).toBe(false);
  });

  it('any offer: nobody logged out, paid or without a signup date; a member until the welcome code days have passed', () => {
    expect(mayHaveOffer(null, false, WELCOME, SIGNUP)).toBe(false);
    expect(mayHaveOffer(undefined, false, WELCOME, SIGNUP)).toBe(false);
    expect(mayHaveOffer({ ...member, paid_user: true }, false, WELCOME, SIGNUP)).toBe(false);
    expect(mayHaveOffer(member, true, WELCOME, SIGNUP)).toBe(false);
    expect(mayHaveOffer({ ...member, signup_date: '' }, false, WELCOME, SIGNUP)).toBe(false);
    // The welcome code lasts 7 days from when it is made, at most two days after the window (a late job).
    const welcomeEnds = SIGNUP + TIME_BONUS_WINDOW_MS + 9 * 86_400_000;
    expect(mayHaveOffer(member, false, WELCOME, welcomeEnds - 1)).toBe(true);
    expect(mayHaveOffer(member, false, WELCOME, welcomeEnds)).toBe(false);
    // A site without a welcome discount: only the time bonus's 4 hours.
    expect(mayHaveOffer(member, false, { percent: 0, days: 7 }, SIGNUP + TIME_BONUS_WINDOW_MS)).toBe(false);
  });
});
