/**
 * A token bucket per key, for a descriptor's `rate: { perSecond, burst }` (sending messages: bursts of
 * 10, 5 a second): `burst` tokens, `perSecond` added back; a call takes one, none left is 429
 * rate_limited. Kept in the process's memory, like @fastify/rate-limit's own store: with several api
 * processes each allows the rate, which still stops a runaway client; what a limit protects (the
 * sender's credits) is exact anyway, under the member's row lock (docs/chat-and-credits.md).
 */
export interface TokenBucketOptions {
  capacity: number;
  refillPerSecond: number;
  /** Buckets kept at most; the least recently used goes first (after a few idle seconds a bucket is full anyway). */
  maxKeys?: number;
  /** The clock in milliseconds (tests move it by hand). */
  now?: () => number;
}

export interface TokenBuckets {
  /** Takes a token from `key`'s bucket; false when it is empty (the request is refused and takes nothing). */
  take(key: string): boolean;
}

export function createTokenBuckets(options: TokenBucketOptions): TokenBuckets {
  const { capacity, refillPerSecond, maxKeys = 10_000, now = Date.now } = options;
  // Map order is insertion order: re-inserting on every use keeps the least recently used first.
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key) {
      const at = now();
      const bucket = buckets.get(key);
      const tokens = bucket ? Math.min(capacity, bucket.tokens + (Math.max(0, at - bucket.at) / 1000) * refillPerSecond) : capacity;
      buckets.delete(key);
      if (tokens < 1) {
        buckets.set(key, { tokens, at });
        return false;
      }
      buckets.set(key, { tokens: tokens - 1, at });
      if (buckets.size > maxKeys) {
        const oldest = buckets.keys().next();
        if (!oldest.done) buckets.delete(oldest.value);
      }
      return true;
    },
  };
}
