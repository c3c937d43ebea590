import { setupServer } from 'msw/node';
import { createApiClient, ApiError } from '../api-client/api-client';
import { listInterestsEndpoint, listRegionsEndpoint, reverseGeocodeEndpoint } from '../contracts/catalog';
import { deleteChatEndpoint, listChatsEndpoint } from '../contracts/chats';
import { listLikesEndpoint } from '../contracts/likes';
import { markPageHiddenEndpoint } from '../contracts/presence';
import { getUserEndpoint, loginEndpoint, logoutByLinkEndpoint, logoutEndpoint, updateUserEndpoint } from '../contracts/user';
import { getCompanyInfoEndpoint, getSettingsEndpoint } from '../contracts/settings';
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
    await expect(api.call(getSettingsEndpoint, { query: {} })).resolves.toMatchObject({ domain: 'localhost' });
    await expect(api.call(getCompanyInfoEndpoint)).resolves.toMatchObject({ city: 'Amsterdam' });
    await expect(api.call(listInterestsEndpoint)).resolves.toMatchObject({ interests: expect.any(Array) });
    await expect(api.call(listRegionsEndpoint)).resolves.toMatchObject({ regions: expect.any(Array) });
    const geo = await api.call(reverseGeocodeEndpoint, { query: { lat: 52.1, lon: 5.1 } });
    expect(geo.geocode).toMatchObject({ lat: 52.1, lon: 5.1 });
    // @ts-expect-error the query is required; without it the handler answers like the api
    await expect(api.call(reverseGeocodeEndpoint, {})).rejects.toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('logs out, refuses member calls with authentication_required, and logs in again', async () => {
    const { state } = use();
    expect((await api.call(getUserEndpoint)).user?.email).toBe(freeUserFixture.email);
    // The api's answer (api/src/routes/user/logout.ts), parsed with its contract.
    await expect(api.call(logoutEndpoint)).resolves.toEqual({ user: null });
    await expect(api.call(logoutByLinkEndpoint)).resolves.toEqual({ user: null });
    expect((await api.call(getUserEndpoint)).user).toBeNull();
    await expect(api.call(listChatsEndpoint)).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
    await expect(api.call(loginEndpoint, { body: { email: freeUserFixture.email, password: 'wrong' } })).rejects.toBeInstanceOf(ApiError);
    const login = await api.call(loginEndpoint, { body: { email: freeUserFixture.email, password: FIXTURE_PASSWORD } });
    expect(login.user?.id).toBe(freeUserFixture.id);
    expect(state.user).not.toBeNull();
  });

  it('answers login failures like the api: 401 login_failed, then 429 account_locked with minutes for that e-mail only', async () => {
    use({ loggedIn: false });
    const attempt = (email: string, password: string) => api.call(loginEndpoint, { body: { email, password } });
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
    expect((await api.call(updateUserEndpoint, { body: { language: 'nl' } })).user?.language).toBe('nl');
    const { chats } = await api.call(listChatsEndpoint);
    await api.call(deleteChatEndpoint, { body: { conversation: chats[0]!.conversation } });
    expect((await api.call(listChatsEndpoint)).chats).toHaveLength(chats.length - 1);
    await expect(api.call(deleteChatEndpoint, { body: { conversation: 999 } })).rejects.toMatchObject({ status: 404 });
    expect((await api.call(listLikesEndpoint)).total_new).toBe(1);
    await api.call(markPageHiddenEndpoint, { body: {} });
    expect(state.pageHiddenBeacons).toBe(1);
  });

  it('starts logged out on request', async () => {
    use({ loggedIn: false });
    expect((await api.call(getUserEndpoint)).user).toBeNull();
  });
});
