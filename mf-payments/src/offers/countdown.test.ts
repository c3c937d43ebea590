import { TIME_BONUS } from '@dating/shared/contracts/discounts';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { TIME_BONUS_WINDOW_MS, formatCountdown, inTimeBonusWindow, mayHaveOffer, remainingMs } from './countdown';

const SIGNUP = Date.parse('2026-11-26T10:00:00Z');
const member = { ...freeUserFixture, signup_date: new Date(SIGNUP).toISOString() };
const WELCOME = { percent: 15, days: 7 };

describe('the time bonus countdown', () => {
  it('is written hh:mm:ss, zero-padded, the last second rounded up', () => {
    expect(formatCountdown(TIME_BONUS_WINDOW_MS)).toBe('04:00:00');
    expect(formatCountdown(3 * 3_600_000 + 59 * 60_000 + 5_000)).toBe('03:59:05');
    expect(formatCountdown(61_000)).toBe('00:01:01');
    expect(formatCountdown(400)).toBe('00:00:01');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });

  it('keeps the window of the contract', () => {
    expect(TIME_BONUS_WINDOW_MS).toBe(TIME_BONUS.windowSeconds * 1000);
  });

  describe('with the clock running', () => {
    beforeEach(() => {
      jest.useFakeTimers({ now: SIGNUP });
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('counts down from the server end to zero and stays there, never above the whole window', () => {
      const expires = new Date(SIGNUP + TIME_BONUS_WINDOW_MS).toISOString();
      expect(formatCountdown(remainingMs(expires, Date.now()))).toBe('04:00:00');
      jest.advanceTimersByTime(TIME_BONUS.tickMs);
      expect(formatCountdown(remainingMs(expires, Date.now()))).toBe('03:59:59');
      jest.advanceTimersByTime(TIME_BONUS_WINDOW_MS - 2_000);
      expect(formatCountdown(remainingMs(expires, Date.now()))).toBe('00:00:01');
      jest.advanceTimersByTime(1_000);
      expect(remainingMs(expires, Date.now())).toBe(0);
      jest.advanceTimersByTime(60_000);
      expect(remainingMs(expires, Date.now())).toBe(0);
      // A device clock hours behind the server's would show more than the window: it never does.
      expect(remainingMs(new Date(Date.now() + 10 * TIME_BONUS_WINDOW_MS).toISOString(), Date.now())).toBe(TIME_BONUS_WINDOW_MS);
      expect(remainingMs(null, Date.now())).toBe(0);
      expect(remainingMs('not a date', Date.now())).toBe(0);
    });
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
