import { randomUUID } from 'node:crypto';
import { ErrorBodySchema } from '@dating/shared/contracts/index';
import { setupTestContext } from '../test/test-app';
import { chatKit } from './chat-test-kit';
import { createTokenBuckets, SEND_RATE } from './send-rate-limit';

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

describe('POST /api/message.php is limited per member', () => {
  const context = setupTestContext();
  const kit = chatKit(context);

  it('answers 429 rate_limited beyond the burst, to that member only', async () => {
    const [member, other, partner] = [await kit.member(), await kit.member(), await kit.member()];
    // Empty texts are refused after the limit is checked: the burst costs nothing and stores nothing.
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => kit.send(member, partner.profileId, { text: ' ', clientId: randomUUID() })),
    );
    const limited = burst.filter((response) => response.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(ErrorBodySchema.parse(limited[0]!.json()).error.code).toBe('rate_limited');
    expect(burst.filter((response) => response.statusCode === 400).length).toBeGreaterThanOrEqual(10);
    // Another member is not held back.
    expect((await kit.send(other, partner.profileId)).statusCode).toBe(200);
  });
});
