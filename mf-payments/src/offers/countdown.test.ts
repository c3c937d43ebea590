import { TIME_BONUS } from '@dating/shared/contracts/discounts';
import { TIME_BONUS_WINDOW_MS, remainingMs } from '@dating/shared/offers/offer-window';
import { formatCountdown } from './countdown';

const SIGNUP = Date.parse('2026-11-26T10:00:00Z');

describe('the time bonus countdown', () => {
  it('is written hh:mm:ss, zero-padded, the last second rounded up', () => {
    expect(formatCountdown(TIME_BONUS_WINDOW_MS)).toBe('04:00:00');
    expect(formatCountdown(3 * 3_600_000 + 59 * 60_000 + 5_000)).toBe('03:59:05');
    expect(formatCountdown(61_000)).toBe('00:01:01');
    expect(formatCountdown(400)).toBe('00:00:01');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });

  describe('with the clock running', () => {
    beforeEach(() => {
      jest.useFakeTimers({ now: SIGNUP });
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('counts down from the server end to zero and stays there', () => {
      const expires = new Date(SIGNUP + TIME_BONUS_WINDOW_MS).toISOString();
      expect(formatCountdown(remainingMs(expires, Date.now()))).toBe('04:00:00');
      jest.advanceTimersByTime(TIME_BONUS.tickMs);
      expect(formatCountdown(remainingMs(expires, Date.now()))).toBe('03:59:59');
      jest.advanceTimersByTime(TIME_BONUS_WINDOW_MS - 2_000);
      expect(formatCountdown(remainingMs(expires, Date.now()))).toBe('00:00:01');
      jest.advanceTimersByTime(1_000);
      expect(formatCountdown(remainingMs(expires, Date.now()))).toBe('00:00:00');
      jest.advanceTimersByTime(60_000);
      expect(remainingMs(expires, Date.now())).toBe(0);
    });
  });
});
