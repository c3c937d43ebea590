import { setupServer } from 'msw/node';
import { ApiError, createApiClient } from '../api-client/api-client';
import {
  endLandingVisitEndpoint,
  LanderPlaceSchema,
  LanderProfileSchema,
  landerEndpoint,
  landingProfileEndpoint,
  startLandingVisitEndpoint,
} from '../contracts/landers';
import { landerPlacesFixture, landerProfilesFixture } from './fixtures';
import { createLandersHandlers, type MockLandingVisit } from './landers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost', retries: 0 });
const use = () => {
  const state = { landingVisits: [] as MockLandingVisit[] };
  server.use(...createLandersHandlers(state).handlers);
  return state;
};

it('has fixtures that fit the contract', () => {
  for (const profile of landerProfilesFixture) expect(LanderProfileSchema.parse(profile)).toEqual(profile);
  for (const place of landerPlacesFixture) expect(LanderPlaceSchema.parse(place)).toEqual(place);
});

describe('landers mock, read through the real client and contracts', () => {
  it('resolves variants like the api, the visitor country first, places only for maplanding', async () => {
    use();
    const map = await api.call(landerEndpoint, { query: { name: 'maplanding' } });
    expect(map.variant).toEqual({ kind: 'default' });
    expect(map.country).toBe('NL');
    expect(map.profiles.slice(0, 5).every((p) => p.country === 'NL')).toBe(true);
    expect(map.places.length).toBeGreaterThan(0);
    expect((await api.call(landerEndpoint, { query: { name: 'gallery', slug: 'summer' } })).variant.kind).toBe('campaign');
    const beach = await api.call(landerEndpoint, { query: { name: 'gallery', slug: 'beach' } });
    expect(beach.variant).toEqual({ kind: 'interest', slug: 'beach', interest: 'beach' });
    expect(beach.places).toEqual([]);
    expect(beach.profiles.every((p) => p.interests.includes('beach'))).toBe(true);
    const city = await api.call(landerEndpoint, { query: { name: 'gallery', slug: 'den-haag' } });
    expect(city.variant).toEqual({ kind: 'city', slug: 'den-haag', city: 'Den Haag' });
    expect((await api.call(landerEndpoint, { query: { name: 'gallery', slug: 'atlantis' } })).variant).toEqual({ kind: 'default' });
  });

  it('answers a landing profile, and 404 for any other id', async () => {
    use();
    expect((await api.call(landingProfileEndpoint, { query: { id: 401 } })).profile.name).toBe('Noor');
    await expect(api.call(landingProfileEndpoint, { query: { id: 999 } })).rejects.toBeInstanceOf(ApiError);
  });

  it('logs a visit and keeps its first end, sent as a beacon would (text/plain, no client header)', async () => {
    const state = use();
    const { visit } = await api.call(startLandingVisitEndpoint, { body: { page: 'gallery', slug: null, tracking: { network: 'ads' } } });
    const beacon = (acted: boolean) =>
      fetch(`http://localhost${endLandingVisitEndpoint.path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ visit, acted }),
      });
    expect((await beacon(true)).status).toBe(200);
    expect((await beacon(false)).status).toBe(200);
    expect(state.landingVisits).toEqual([{ page: 'gallery', slug: null, tracking: { network: 'ads' }, visit, acted: true }]);
    const noHeader = await fetch(`http://localhost${startLandingVisitEndpoint.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 'index', slug: null, tracking: null }),
    });
    expect(noHeader.status).toBe(403);
  });
});
