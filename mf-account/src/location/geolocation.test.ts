import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from '@dating/shared/api-client/api-client';
import { reverseGeocodeEndpoint } from '@dating/shared/contracts/catalog';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { GEOCODE_CACHE_KEY, GEOCODE_CACHE_MS, locate, readCachedGeocode, readGeoPermission, type GeoEnvironment } from './geolocation';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const UTRECHT = { country: 'NL', region: 'Utrecht', region_id: 7, city: 'Utrecht', lat: 52.09, lon: 5.12 };
const api = createApiClient({ baseUrl: 'http://localhost', retries: 0 });

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

/** A browser whose position answers `outcome` (a position or an error code: 1 denied, 2 unavailable, 3 timeout). */
function environment(outcome: { lat: number; lon: number } | 1 | 2 | 3, clock = { now: 1_000_000 }) {
  let asked = 0;
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      asked += 1;
      if (typeof outcome === 'number')
        fail?.({ code: outcome, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
      else ok({ coords: { latitude: outcome.lat, longitude: outcome.lon } } as GeolocationPosition);
    },
  } as unknown as Geolocation;
  const env: GeoEnvironment = { geolocation, storage: memoryStorage(), now: () => clock.now };
  return { env, clock, asked: () => asked };
}

function geocodeApi(ok = true) {
  const calls: string[] = [];
  server.use(
    endpointHandler(reverseGeocodeEndpoint, ({ request }) => {
      calls.push(new URL(request.url).search);
      return ok
        ? HttpResponse.json({ geocode: UTRECHT })
        : HttpResponse.json({ error: { code: 'not_found', message: 'none near' } }, { status: 404 });
    }),
  );
  return calls;
}

describe('geolocation permission', () => {
  it('is unsupported without geolocation, unknown without the permissions api, else the browser state', async () => {
    expect((await readGeoPermission({ now: () => 0 })).state).toBe('unsupported');
    const { env } = environment({ lat: 1, lon: 1 });
    expect((await readGeoPermission(env)).state).toBe('unknown');
    const permissions = { query: async () => ({ state: 'denied' }) } as unknown as Permissions;
    expect((await readGeoPermission({ ...env, permissions })).state).toBe('denied');
  });
});

describe('locate (the geocode cached up to an hour, a failure stored as false)', () => {
  it('reverse geocodes the position and reuses the answer for an hour without asking the browser again', async () => {
    const calls = geocodeApi();
    const { env, clock, asked } = environment({ lat: 52.09, lon: 5.12 });
    expect(await locate(api, env)).toEqual({ kind: 'found', geocode: UTRECHT });
    expect(calls).toEqual(['?lat=52.09&lon=5.12']);

    clock.now += GEOCODE_CACHE_MS - 1;
    expect(await locate(api, env)).toEqual({ kind: 'found', geocode: UTRECHT });
    expect(asked()).toBe(1);

    clock.now += 2;
    expect(readCachedGeocode(env)).toBeUndefined();
    await locate(api, env);
    expect(asked()).toBe(2);
  });

  it('stores a failed geocode as false and answers from it for the hour', async () => {
    geocodeApi(false);
    const { env, asked } = environment({ lat: 0, lon: 0 });
    expect(await locate(api, env)).toEqual({ kind: 'failed' });
    expect(JSON.parse(env.storage!.getItem(GEOCODE_CACHE_KEY)!)).toMatchObject({ geocode: false });
    expect(await locate(api, env)).toEqual({ kind: 'failed' });
    expect(asked()).toBe(1);
  });

  it('does not cache a refused permission: the member may allow it and try again', async () => {
    const { env } = environment(1);
    expect(await locate(api, env)).toEqual({ kind: 'denied' });
    expect(env.storage!.getItem(GEOCODE_CACHE_KEY)).toBeNull();
  });

  it('ignores a cache entry that is not a geocode', () => {
    const { env } = environment(2);
    env.storage!.setItem(GEOCODE_CACHE_KEY, JSON.stringify({ at: env.now(), geocode: { city: 1 } }));
    expect(readCachedGeocode(env)).toBeUndefined();
    env.storage!.setItem(GEOCODE_CACHE_KEY, 'not json');
    expect(readCachedGeocode(env)).toBeUndefined();
  });
});
