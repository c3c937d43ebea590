import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';

/** A failed chunk load reloads the page, at most once per 60 s. */
const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const CHUNK_RELOAD_KEY = STORAGE_NAMES.chunkReload;

/**
 * Errors that mean "a file of the build is gone or unreachable" — typically a deploy replaced hashed
 * chunks while this page was open, where a reload fetches the new HTML and fixes it.
 * RUNTIME-008 is Module Federation's "failed to load a remote's script".
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return /Loading (CSS )?chunk [^\s]+ failed|RUNTIME-008|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    message,
  );
}

export interface ChunkReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
  windowMs?: number;
}

export interface ChunkReloadGuard {
  /** Reloads when `error` is a chunk load failure and no reload happened in the last window. Returns whether it reloaded. */
  handle(error: unknown): boolean;
}

/**
 * The last reload time lives in sessionStorage so it survives the reload itself (and stays per tab):
 * if the files are really gone, the second failure within 60 s shows the fallback instead of looping.
 */
export function createChunkReloadGuard({
  storage,
  now,
  reload,
  windowMs = CHUNK_RELOAD_WINDOW_MS,
}: ChunkReloadGuardDeps): ChunkReloadGuard {
  return {
    handle(error) {
      if (!isChunkLoadError(error)) return false;
      const current = now();
      let last = Number.NaN;
      try {
        last = Number(storage?.getItem(CHUNK_RELOAD_KEY));
      } catch {
        // Storage may be blocked; then we may reload at most once for this page (see below).
      }
      if (Number.isFinite(last) && last > 0 && current - last < windowMs) return false;
      try {
        storage?.setItem(CHUNK_RELOAD_KEY, String(current));
      } catch {
        return false; // Without a place to remember the reload, reloading could loop forever.
      }
      reload();
      return true;
    },
  };
}

export function browserChunkReloadGuard(): ChunkReloadGuard {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return createChunkReloadGuard({ storage, now: () => Date.now(), reload: () => window.location.reload() });
}
