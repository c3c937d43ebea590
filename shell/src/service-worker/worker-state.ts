/**
 * What the worker remembers across restarts — a browser stops an idle worker after about 30 s, and
 * its memory with it: the member's language for the offline page, the site's name, and which tabs
 * said their realtime channel is up. Kept in the Cache Storage as one JSON answer, since a worker
 * has no localStorage.
 */
export interface WorkerState {
  locale?: string;
  siteName?: string;
  /** Window client id → its realtime channel is up, as that tab last said. */
  realtime?: Record<string, boolean>;
}

const STATE_CACHE = 'worker-state';
const STATE_KEY = '/__worker-state.json';

function realtimeFrom(value: unknown): Record<string, boolean> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
}

export async function readState(caches: CacheStorage): Promise<WorkerState> {
  try {
    const response = await (await caches.open(STATE_CACHE)).match(STATE_KEY);
    const value: unknown = response ? await response.json() : null;
    if (typeof value !== 'object' || value === null) return {};
    const { locale, siteName, realtime } = value as Record<string, unknown>;
    const tabs = realtimeFrom(realtime);
    return {
      ...(typeof locale === 'string' ? { locale } : {}),
      ...(typeof siteName === 'string' ? { siteName } : {}),
      ...(tabs ? { realtime: tabs } : {}),
    };
  } catch {
    return {};
  }
}

/** Writes one after the other: two messages at once must not each drop the other's change. */
let writing: Promise<void> = Promise.resolve();

export function updateState(caches: CacheStorage, change: (current: WorkerState) => WorkerState): Promise<void> {
  const write = writing.then(async () => {
    const current = await readState(caches);
    const next = { ...current, ...change(current) };
    const cache = await caches.open(STATE_CACHE);
    await cache.put(STATE_KEY, new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }));
  });
  writing = write.catch(() => undefined);
  return write;
}

/**
 * The state once every change asked for so far is written: a push right after a tab's message must
 * see it (events reach the worker in order; their writes finish later).
 */
export function settledState(caches: CacheStorage): Promise<WorkerState> {
  return writing.then(() => readState(caches));
}
