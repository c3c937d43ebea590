import type { ProfileSummary } from '@dating/shared/contracts/index';

/** The pages of one search loaded so far. */
export interface LoadedPages {
  profiles: ProfileSummary[];
  total: number;
  next: string | null;
}

/**
 * The pages loaded of the last few searches, kept in memory by search URL so that Back to a search
 * (from a profile, or from a later search) shows what the member had already scrolled through
 * instead of only its first page again. In memory only: a reload starts over, and nothing of one
 * member's searches outlives the page. Old entries are dropped: online markers and the order go stale.
 */
const MAX_SEARCHES = 8;
const MAX_AGE_MS = 15 * 60 * 1000;
const kept = new Map<string, LoadedPages & { keptAt: number }>();

export function recallPages(key: string): LoadedPages | null {
  const entry = kept.get(key);
  if (!entry) return null;
  if (Date.now() - entry.keptAt > MAX_AGE_MS) {
    kept.delete(key);
    return null;
  }
  return { profiles: entry.profiles, total: entry.total, next: entry.next };
}

export function keepPages(key: string, pages: LoadedPages): void {
  // Re-inserted, so the Map's order is oldest use first.
  kept.delete(key);
  kept.set(key, { ...pages, keptAt: Date.now() });
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_SEARCHES) break;
    kept.delete(oldest);
  }
}

/** A search the member submits starts over from its first page. */
export function forgetPages(key: string): void {
  kept.delete(key);
}

/** For tests: forget every kept search. */
export function resetKeptResults(): void {
  kept.clear();
}
