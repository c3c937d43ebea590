import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from '@dating/shared/api-client/api-client';
import { createEventBus } from '@dating/shared/bus/event-bus';
import { listChatsEndpoint } from '@dating/shared/contracts/chats';
import { listLikesEndpoint } from '@dating/shared/contracts/likes';
import { getUserEndpoint, logoutEndpoint } from '@dating/shared/contracts/user';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { demoUser } from '../test-support/fixtures';
import { createSession, publishLoggedOut } from './session';

const user = demoUser({ credits: 8, paid_user: true });
let loggedIn = true;
const server = setupServer(
  endpointHandler(getUserEndpoint, () => HttpResponse.json({ user: loggedIn ? user : null })),
  endpointHandler(listChatsEndpoint, () =>
    loggedIn
      ? HttpResponse.json({ chats: [], total_unread: 12 })
      : HttpResponse.json({ error: { code: 'authentication_required', message: 'Log in' } }, { status: 403 }),
  ),
  endpointHandler(listLikesEndpoint, () => HttpResponse.json({ profiles: [], liked_by: [], liked: [], total_new: 3 })),
  endpointHandler(logoutEndpoint, () => {
    loggedIn = false;
    return HttpResponse.json({ user: null });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  loggedIn = true;
});
afterAll(() => server.close());

function setup() {
  const bus = createEventBus();
  const api = createApiClient({
    baseUrl: 'http://localhost',
    retries: 0,
    onAuthRequired: () => {
      if (bus.get('auth').status === 'logged_in') publishLoggedOut(bus);
    },
  });
  return { bus, session: createSession(api, bus) };
}

describe('session', () => {
  it('GET /api/user.php publishes the member, credits and premium status', async () => {
    const { bus, session } = setup();
    await session.loadUser();
    expect(bus.get('auth')).toEqual({ status: 'logged_in', user });
    expect(bus.get('credits')).toEqual({ credits: 8, premium: true });
  });

  it('a visitor is published as logged out', async () => {
    loggedIn = false;
    const { bus, session } = setup();
    await session.loadUser();
    expect(bus.get('auth')).toEqual({ status: 'logged_out' });
  });

  it('refresh loads the counters onto the bus', async () => {
    const { bus, session } = setup();
    await session.refresh(['user', 'chats', 'likes']);
    expect(bus.get('unreadMessages')).toBe(12);
    expect(bus.get('newLikes')).toBe(3);
  });

  it('a 403 authentication_required logs the member out', async () => {
    const { bus, session } = setup();
    await session.loadUser();
    bus.set('unreadMessages', 5);
    loggedIn = false;
    await expect(session.loadChats()).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
    expect(bus.get('auth')).toEqual({ status: 'logged_out' });
    expect(bus.get('unreadMessages')).toBe(0);
  });

  it('logout calls POST /api/logout.php and publishes logged out', async () => {
    const { bus, session } = setup();
    await session.loadUser();
    await session.logout();
    expect(loggedIn).toBe(false);
    expect(bus.get('auth')).toEqual({ status: 'logged_out' });
  });
});
