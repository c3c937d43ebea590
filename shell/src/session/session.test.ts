import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from '@dating/shared/api-client/api-client';
import { createEventBus } from '@dating/shared/bus/event-bus';
import { changePasswordEndpoint } from '@dating/shared/contracts/account-settings';
import { listChatsEndpoint } from '@dating/shared/contracts/chats';
import { listLikesEndpoint } from '@dating/shared/contracts/likes';
import { getUserEndpoint, logoutEndpoint, type User } from '@dating/shared/contracts/user';
import { createDiscountHandlers, timeBonusFixture, welcomeFixture } from '@dating/shared/msw/discounts';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { toMemberOffer } from '@dating/shared/offers/member-offers';
import { demoSettings, demoUser } from '../test-support/fixtures';
import { createSession, followSessionOffers, publishLoggedOut } from './session';

const user = demoUser({ credits: 8, paid_user: true });
let loggedIn = true;
/** Whom GET /api/user.php answers with while logged in. */
let member: User = user;
const discounts = createDiscountHandlers();
const server = setupServer(
  ...discounts.handlers,
  endpointHandler(getUserEndpoint, () => HttpResponse.json({ user: loggedIn ? member : null })),
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
  member = user;
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
  return { bus, api, session: createSession(api, bus) };
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

  it('"nobody" from a refresh that crossed a password change of this tab is asked again: the member stays logged in', async () => {
    const { bus, session, api } = setup();
    await session.loadUser();
    // The api ended the old session while the change was in flight; the refresh went with the old cookie.
    let answerChange!: () => void;
    let userCalls = 0;
    server.use(
      endpointHandler(changePasswordEndpoint, async () => {
        await new Promise<void>((resolve) => (answerChange = resolve));
        return HttpResponse.json({ user: member });
      }),
      endpointHandler(getUserEndpoint, () => {
        userCalls += 1;
        return HttpResponse.json({ user: userCalls === 1 ? null : member });
      }),
    );
    const change = api.call(changePasswordEndpoint, {
      body: { old_password: 'old-secret', password: 'new-secret-1', password_repeat: 'new-secret-1' },
    });
    const refresh = session.loadUser();
    await waitFor(() => expect(userCalls).toBe(1));
    expect(bus.get('auth').status).toBe('logged_in');
    answerChange();
    await change;
    await refresh;
    expect(userCalls).toBe(2);
    expect(bus.get('auth')).toEqual({ status: 'logged_in', user });
  });

  it('"nobody" with no session renewal in flight logs out at once', async () => {
    const { bus, session } = setup();
    await session.loadUser();
    loggedIn = false;
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

describe("the session's offers", () => {
  const HOUR_MS = 3_600_000;
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  /** The session with its offers followed, as the shell starts them; the site's welcome code is 15 % for 7 days. */
  function withOffers() {
    const started = setup();
    const offers = followSessionOffers(createApiClient({ baseUrl: 'http://localhost', retries: 0 }), started.bus, demoSettings());
    stops.push(() => offers.stop());
    return started;
  }

  beforeEach(() => {
    // A member who signed up a minute ago and never paid: the time bonus runs for 3 h 59 min more.
    const signup = Date.now() - 60_000;
    member = demoUser({ id: 21, signup_date: new Date(signup).toISOString() });
    Object.assign(discounts.state, {
      timeBonus: timeBonusFixture(new Date(signup + 4 * HOUR_MS).toISOString()),
      welcome: welcomeFixture(new Date(Date.now() + 5 * 24 * HOUR_MS).toISOString()),
      requests: [],
      failNextLoad: false,
    });
  });

  it('loads the time bonus with the member, and clears it on logout', async () => {
    const { bus, session } = withOffers();
    await session.refresh(['user', 'chats', 'likes']);
    await waitFor(() =>
      expect(bus.get('offers')).toEqual({ member: 21, timeBonus: toMemberOffer(discounts.state.timeBonus!), welcome: null }),
    );
    expect(discounts.state.requests).toEqual([{}]);
    // The next refresh asks for the member again, not for the offers.
    await session.refresh(['user']);
    expect(discounts.state.requests).toHaveLength(1);

    await session.logout();
    expect(bus.get('offers')).toEqual({ member: null, timeBonus: null, welcome: null });
  });

  it('loads the welcome code when there is no time bonus', async () => {
    discounts.state.timeBonus = null;
    const { bus, session } = withOffers();
    await session.loadUser();
    await waitFor(() => expect(bus.get('offers').welcome).toEqual(toMemberOffer(discounts.state.welcome!)));
    expect(bus.get('offers')).toMatchObject({ member: 21, timeBonus: null });
    expect(discounts.state.requests).toEqual([{}, { welcome: 'true' }]);
  });

  it('clears them once the member has paid, and asks nothing for a paid member', async () => {
    const { bus, session } = withOffers();
    await session.loadUser();
    await waitFor(() => expect(bus.get('offers').timeBonus).not.toBeNull());
    member = { ...member, paid_user: true, credits: 60 };
    await session.refresh(['user']);
    expect(bus.get('offers')).toEqual({ member: 21, timeBonus: null, welcome: null });

    // Another tab, a member who has bought before: no request at all.
    discounts.state.requests = [];
    const other = withOffers();
    await other.session.loadUser();
    expect(other.bus.get('offers')).toEqual({ member: 21, timeBonus: null, welcome: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(discounts.state.requests).toEqual([]);
  });
});
