import type { TrackingQuery } from '../contracts/signup';
import { STORAGE_NAMES } from '../storage/storage-registry';
import { LANDING_PATH_MAX_LENGTH, LANDING_PATH_PATTERN } from './landing-path';

// The api checks an entry link's lander path with the pattern and imports it from here.
export { LANDING_PATH_PATTERN };

/**
 * The keys of the tracking query. Plain constants only here (no zod): the shell imports this
 * module at boot.
 */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const satisfies readonly (keyof TrackingQuery)[];

/**
 * sessionStorage key: the tracking query of the landing URL, for this tab's visit, stored
 * with the path it came in on (`landing_path`).
 */
export const TRACKING_STORAGE_KEY = STORAGE_NAMES.trackingQuery;
const MAX_LENGTH = { network: 100, ref: 255, sub1: 255, sub2: 255, sub3: 255 } as const;

/**
 * One value cleaned: affiliate networks send unfilled macros like `{sub1}` literally, so braces are
 * stripped along with surrounding space; what is left empty counts as absent.
 */
export function cleanTrackingValue(value: string | null | undefined, max = 255): string | undefined {
  if (value === null || value === undefined) return undefined;
  const cleaned = value.replace(/[{}]/g, '').trim().slice(0, max);
  return cleaned === '' ? undefined : cleaned;
}

/** A tracking query from any source (storage, a request body): the tracking keys only, each value cleaned; null when none is left. */
export function cleanTrackingQuery(raw: unknown): TrackingQuery | null {
  if (!raw || typeof raw !== 'object') return null;
  const query: TrackingQuery = {};
  for (const key of TRACKING_KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    const cleaned = typeof value === 'string' ? cleanTrackingValue(value, MAX_LENGTH[key]) : undefined;
    if (cleaned !== undefined) query[key] = cleaned;
  }
  return Object.keys(query).length > 0 ? query : null;
}

/** The tracking query of a URL's search string, or null when it carries none. */
export function parseTrackingQuery(search: string | URLSearchParams): TrackingQuery | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return cleanTrackingQuery(Object.fromEntries(TRACKING_KEYS.map((key) => [key, params.get(key)])));
}

/** A landing URL's path as kept (tracking.landing_path): cut to the maximum; undefined when it is no plain path. */
export function cleanLandingPath(pathname: unknown): string | undefined {
  if (typeof pathname !== 'string') return undefined;
  const path = pathname.slice(0, LANDING_PATH_MAX_LENGTH);
  return LANDING_PATH_PATTERN.test(path) ? path : undefined;
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
 * Called by the shell at boot with the landing URL (`window.location`): a URL with a tracking query
 * replaces the stored one, with its path (the latest source wins); a URL without one keeps what this
 * visit arrived with.
 */
export function captureTrackingQuery(
  landing: string | Pick<Location, 'search' | 'pathname'>,
  storage: StorageLike | null = sessionStore(),
): TrackingQuery | null {
  const { search, pathname } = typeof landing === 'string' ? { search: landing, pathname: undefined } : landing;
  const query = parseTrackingQuery(search);
  if (query && storage) {
    try {
      storage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ ...query, landing_path: cleanLandingPath(pathname) }));
    } catch {
      // Quota or blocked storage: nothing to keep.
    }
  }
  return query ?? readTrackingQuery(storage);
}

/** What is stored for this visit, unchecked (storage is input too), or null. */
function readStored(storage: StorageLike | null): unknown {
  if (!storage) return null;
  try {
    const raw = storage.getItem(TRACKING_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** The stored tracking query (cleaned again: storage is input too), or null. */
export function readTrackingQuery(storage: StorageLike | null = sessionStore()): TrackingQuery | null {
  return cleanTrackingQuery(readStored(storage));
}

/** The path the stored tracking query came in on (cleaned again), or undefined. */
export function readLandingPath(storage: StorageLike | null = sessionStore()): string | undefined {
  const stored = readStored(storage);
  if (!cleanTrackingQuery(stored)) return undefined;
  return cleanLandingPath((stored as { landing_path?: unknown }).landing_path);
}

/**
 * A partner's link with the visitor's tracking query added (live-cam tiles): the partner credits the same
 * traffic source. Keys the link already has are kept as they are; a link that is no URL comes back unchanged.
 */
export function withTrackingQuery(url: string, tracking: TrackingQuery | null): string {
  if (!tracking) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  for (const key of TRACKING_KEYS) {
    const value = tracking[key];
    if (value !== undefined && !parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  }
  return parsed.toString();
}
