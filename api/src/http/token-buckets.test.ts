import { createTokenBuckets } from './token-buckets';

/** The send limit's figures (sendMessageEndpoint's rate): bursts of 10, 5 a second. */
const SEND_RATE = { capacity: 10, refillPerSecond: 5 } as const;

describe('the token bucket', () => {
  it('allows a burst of 10, then 5 a second; keys are separate', () => {
    let now = 1_000_000;
    const buckets = createTokenBuckets({ ...SEND_RATE, now: () => now });
    const burst = Array.from({ length: 12 }, () => buckets.take('a'));
    expect(burst).toEqual([...Array<boolean>(10).fill(true), false, false]);
    expect(buckets.take('b')).toBe(true);
    now += 200; // one token back
    expect([buckets.take('a'), buckets.take('a')]).toEqual([true, false]);
    now += 1000; // five more
    expect(Array.from({ length: 6 }, () => buckets.take('a'))).toEqual([true, true, true, true, true, false]);
    now += 60_000; // never more than the burst
    expect(Array.from({ length: 11 }, () => buckets.take('a')).filter(Boolean)).toHaveLength(10);
  });

  it('forgets the least recently used key beyond maxKeys (its bucket starts full again)', () => {
    const now = 0;
    const buckets = createTokenBuckets({ capacity: 1, refillPerSecond: 1, maxKeys: 2, now: () => now });
    expect([buckets.take('a'), buckets.take('b'), buckets.take('a')]).toEqual([true, true, false]);
    expect(buckets.take('c')).toBe(true); // b (least recently used) is forgotten
    expect(buckets.take('a')).toBe(false);
    expect(buckets.take('b')).toBe(true);
  });
});
