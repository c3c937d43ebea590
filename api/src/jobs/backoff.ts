export interface BackoffOptions {
  /** The first retry's delay (before jitter). */
  baseMs: number;
  /** No retry waits longer than this. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 10_000, maxMs: 60 * 60_000 };

/**
 * How long to wait before the retry that follows failed attempt `attempt` (1-based): doubling from
 * baseMs, capped at maxMs, then scaled by a random factor in [0.5, 1) so jobs that failed together
 * (a provider was down) do not all retry in the same instant.
 */
export function retryDelayMs(attempt: number, random: () => number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.5 + random() / 2));
}
