import { setupServer } from 'msw/node';
import { createApiClient, ApiError } from '../api-client/api-client';
import { GeocodeResponseSchema, InterestsResponseSchema, RegionsResponseSchema } from '../contracts/catalog';
import { deleteChatEndpoint, listChatsEndpoint } from '../contracts/chats';
import { listLikesEndpoint } from '../contracts/likes';
import { OkResponseSchema, UserResponseSchema } from '../contracts/user';
import { CompanyInfoSchema, SettingsSchema } from '../contracts/settings';
import { FIXTURE_PASSWORD, freeUserFixture } from './fixtures';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, createMockApi } from './handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost', retries: 0 });

function use(options?: Parameters<typeof createMockApi>[0]) {
  const mock = createMockApi(options);
  server.use(...mock.handlers);
  return mock;
}

describe('msw handlers, read through the real API client and schemas', () => {
  it('serves the catalogue calls', async () => {
    use();
    await expect(api.get('/api/settings.php', SettingsSchema)).resolves.toMatchObject({ domain: 'localhost' });
    await expect(api.get('/api/companyinfo.php', CompanyInfoSchema)).resolves.toMatchObject({ city: 'Amsterdam' });
    await expect(api.get('/api/interests.php', InterestsResponseSchema)).resolves.toMatchObject({ interests: expect.any(Array) });
    await expect(api.get('/api/regions.php', RegionsResponseSchema)).resolves.toMatchObject({ regions: expect.any(Array) });
    const geo = await api.get('/api/geocode.php', GeocodeResponseSchema, { query: { lat: 52.1, lon: 5.1 } });
    expect(geo.geocode).toMatchObject({ lat: 52.1, lon: 5.1 });
    await expect(api.get('/api/geocode.php', GeocodeResponseSchema)).rejects.toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('logs out, refuses member calls with authentication_required, and logs in again', async () => {
    const { state } = use();
    expect((await api.get('/api/user.php', UserResponseSchema)).user?.email).toBe(freeUserFixture.email);
    // The api's answer (api/src/routes/user/logout.ts), parsed with its contract.
    await expect(api.post('/api/logout.php', UserResponseSchema)).resolves.toEqual({ user: null });
    await expect(api.get('/api/logout.php', UserResponseSchema)).resolves.toEqual({ user: null });
    expect((await api.get('/api/user.php', UserResponseSchema)).user).toBeNull();
    await expect(api.call(listChatsEndpoint)).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
    await expect(
      api.post('/api/user.php', UserResponseSchema, { body: { email: freeUserFixture.email, password: 'wrong' } }),
    ).rejects.toBeInstanceOf(ApiError);
    const login = await api.post('/api/user.php', UserResponseSchema, {
      body: { email: freeUserFixture.email, password: FIXTURE_PASSWORD },
    });
    expect(login.user?.id).toBe(freeUserFixture.id);
    expect(state.user).not.toBeNull();
  });

  it('answers login failures like the api: 401 login_failed, then 429 account_locked with minutes for that e-mail only', async () => {
    use({ loggedIn: false });
    const attempt = (email: string, password: string) => api.post('/api/user.php', UserResponseSchema, { body: { email, password } });
    for (let n = 0; n < LOGIN_MAX_FAILURES; n += 1) {
      await expect(attempt('Nobody@example.test', 'wrong')).rejects.toMatchObject({ status: 401, code: 'login_failed' });
    }
    await expect(attempt('nobody@example.test', 'wrong')).rejects.toMatchObject({
      status: 429,
      code: 'account_locked',
      minutes: LOGIN_LOCK_MINUTES,
    });
    expect((await attempt(freeUserFixture.email, FIXTURE_PASSWORD)).user?.id).toBe(freeUserFixture.id);
  });

  it('saves the language, lists and deletes chats, lists likes, counts beacons', async () => {
    const { state } = use();
    expect((await api.put('/api/user.php', UserResponseSchema, { body: { language: 'nl' } })).user?.language).toBe('nl');
    const { chats } = await api.call(listChatsEndpoint);
    await api.call(deleteChatEndpoint, { body: { conversation: chats[0]!.conversation } });
    expect((await api.call(listChatsEndpoint)).chats).toHaveLength(chats.length - 1);
    await expect(api.call(deleteChatEndpoint, { body: { conversation: 999 } })).rejects.toMatchObject({ status: 404 });
    expect((await api.call(listLikesEndpoint)).total_new).toBe(1);
    await api.post('/api/page-hidden.php', OkResponseSchema, { body: {} });
    expect(state.pageHiddenBeacons).toBe(1);
  });

  it('starts logged out on request', async () => {
    use({ loggedIn: false });
    expect((await api.get('/api/user.php', UserResponseSchema)).user).toBeNull();
  });
});
