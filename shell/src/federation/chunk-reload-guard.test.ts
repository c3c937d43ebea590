import { createChunkReloadGuard, isChunkLoadError, CHUNK_RELOAD_KEY } from './chunk-reload-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const chunkError = Object.assign(new Error('Loading chunk 123 failed.\n(error: /x.js)'), { name: 'ChunkLoadError' });

describe('isChunkLoadError', () => {
  it.each([
    [chunkError, true],
    [new Error('Loading CSS chunk 7 failed'), true],
    [new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'), true],
    [new TypeError('Failed to fetch dynamically imported module: https://x/y.js'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed', false],
    [null, false],
  ])('%p → %p', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('chunk reload guard', () => {
  it('reloads on a chunk error at most once per 60 s', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const reload = jest.fn();
    const guard = createChunkReloadGuard({ storage, now: () => now, reload });

    expect(guard.handle(chunkError)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');

    now += 59_999;
    expect(guard.handle(chunkError)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    now += 1;
    expect(guard.handle(chunkError)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload across page loads (a new guard on the same storage)', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    createChunkReloadGuard({ storage, now: () => 5_000, reload }).handle(chunkError);
    const afterReload = createChunkReloadGuard({ storage, now: () => 30_000, reload });
    expect(afterReload.handle(chunkError)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', () => {
    const reload = jest.fn();
    const guard = createChunkReloadGuard({ storage: memoryStorage(), now: () => 0, reload });
    expect(guard.handle(new Error('boom'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads when it cannot remember having done so', () => {
    const reload = jest.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const guard = createChunkReloadGuard({ storage, now: () => 0, reload });
    expect(guard.handle(chunkError)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
