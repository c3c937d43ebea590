import type { TrackingQuery } from '../contracts/signup';

/**
 * The keys of §3's tracking query. Plain constants only here (no zod): the shell imports this
 * module at boot.
 */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const satisfies readonly (keyof TrackingQuery)[];

/** sessionStorage key: the tracking query of the landing URL, for this tab's visit (§3, §6). */
export const TRACKING_STORAGE_KEY = 'tracking:query';
const MAX_LENGTH = { network: 100, ref: 255, sub1: 255, sub2: 255, sub3: 255 } as const;

/**
 * One value cleaned: affiliate networks send unfilled macros like `{sub1}` literally, so braces are
 * stripped (§3) along with surrounding space; what is left empty counts as absent.
 */
export function cleanTrackingValue(value: string | null | undefined, max = 255): string | undefined {
  if (value === null || value === undefined) return undefined;
  const cleaned = value.replace(/[{}]/g, '').trim().slice(0, max);
  return cleaned === '' ? undefined : cleaned;
}

/** The tracking query of a URL's search string, or null when it carries none. */
export function parseTrackingQuery(search: string | URLSearchParams): TrackingQuery | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query: TrackingQuery = {};
  for (const key of TRACKING_KEYS) {
    const value = cleanTrackingValue(params.get(key), MAX_LENGTH[key]);
    if (value !== undefined) query[key] = value;
  }
  return Object.keys(query).length > 0 ? query : null;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
const sessionStore = (): StorageLike | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): tracking is best effort, never an error.
    return null;
  }
};

/**
 * Called by the shell at boot with the landing URL: a URL with a tracking query replaces the stored
 * one (the latest source wins); a URL without one keeps what this visit arrived with.
 */
export function captureTrackingQuery(search: string, storage: StorageLike | null = sessionStore()): TrackingQuery | null {
  const query = parseTrackingQuery(search);
  if (query && storage) {
    try {
      storage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(query));
    } catch {
      // Quota or blocked storage: nothing to keep.
    }
  }
  return query ?? readTrackingQuery(storage);
}

/** The stored tracking query (cleaned again: storage is input too), or null. */
export function readTrackingQuery(storage: StorageLike | null = sessionStore()): TrackingQuery | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(TRACKING_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const params = new URLSearchParams();
    for (const key of TRACKING_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') params.set(key, value);
    }
    return parseTrackingQuery(params);
  } catch {
    return null;
  }
}
