/**
 * What the worker remembers across restarts (a worker is stopped whenever idle, and its memory with
 * it): the member's language for the offline page and the site's name. Kept in the Cache Storage as
 * one JSON answer, since a worker has no localStorage.
 */
export interface WorkerState {
  locale?: string;
  siteName?: string;
}

const STATE_CACHE = 'worker-state';
const STATE_KEY = '/__worker-state.json';

export async function readState(caches: CacheStorage): Promise<WorkerState> {
  try {
    const response = await (await caches.open(STATE_CACHE)).match(STATE_KEY);
    const value: unknown = response ? await response.json() : null;
    if (typeof value !== 'object' || value === null) return {};
    const { locale, siteName } = value as Record<string, unknown>;
    return {
      ...(typeof locale === 'string' ? { locale } : {}),
      ...(typeof siteName === 'string' ? { siteName } : {}),
    };
  } catch {
    return {};
  }
}

export async function updateState(caches: CacheStorage, patch: WorkerState): Promise<void> {
  const next = { ...(await readState(caches)), ...patch };
  const cache = await caches.open(STATE_CACHE);
  await cache.put(STATE_KEY, new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }));
}
