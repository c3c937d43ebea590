import { readState, settledState, updateState } from './worker-state';

/** A Cache Storage in memory, answers kept as their text (what the worker's state needs). */
function memoryCaches(): CacheStorage {
  const stores = new Map<string, Map<string, string>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, string>();
    stores.set(name, store);
    return {
      match: async (key: string) => (store.has(key) ? new Response(store.get(key)) : undefined),
      put: async (key: string, response: Response) => {
        // A read of the old state may finish after another write started: give it a turn.
        await new Promise((resolve) => setTimeout(resolve, 1));
        store.set(key, await response.text());
      },
    } as unknown as Cache;
  };
  return { open } as unknown as CacheStorage;
}

describe('the worker’s state', () => {
  it('keeps language, site name and tabs’ realtime state across restarts, no change lost to another', async () => {
    const caches = memoryCaches();
    await Promise.all([
      updateState(caches, () => ({ siteName: 'Dating Demo' })),
      updateState(caches, () => ({ locale: 'de' })),
      updateState(caches, (state) => ({ realtime: { ...state.realtime, a: true } })),
      updateState(caches, (state) => ({ realtime: { ...state.realtime, b: false } })),
    ]);
    expect(await readState(caches)).toEqual({ siteName: 'Dating Demo', locale: 'de', realtime: { a: true, b: false } });
  });

  it('reads nothing it does not understand', async () => {
    const caches = memoryCaches();
    await (await caches.open('worker-state')).put('/__worker-state.json', new Response('{"locale":7,"realtime":{"a":"yes","b":true}}'));
    expect(await readState(caches)).toEqual({ realtime: { b: true } });
    await (await caches.open('worker-state')).put('/__worker-state.json', new Response('not json'));
    expect(await readState(caches)).toEqual({});
  });
});

describe('settledState', () => {
  it('sees a change asked for just before, not yet written', async () => {
    const caches = memoryCaches();
    void updateState(caches, () => ({ realtime: { a: false } }));
    expect(await settledState(caches)).toEqual({ realtime: { a: false } });
  });
});
