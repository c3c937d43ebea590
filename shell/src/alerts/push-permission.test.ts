import { waitFor } from '@testing-library/react';
import { createEventBus, type EventBus } from '@dating/shared/bus/event-bus';
import type { PushState } from '@dating/shared/bus/events';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { base64UrlToBytes } from '../push/push-browser';
import { fakePushApi, fakePushBrowser, TEST_PUBLIC_KEY, type FakeBrowserOptions } from '../push/fake-push';
import { startPushSubscriptions, type PushSubscriptions } from './push-permission';

const member = (id = freeUserFixture.id) => ({ status: 'logged_in' as const, user: { ...freeUserFixture, id } });

let running: PushSubscriptions[] = [];
afterEach(() => {
  for (const push of running) push.stop();
  running = [];
  jest.restoreAllMocks();
});

function setup(options: FakeBrowserOptions & { apiFails?: boolean; loggedIn?: boolean } = {}) {
  const bus = createEventBus();
  if (options.loggedIn !== false) bus.set('auth', member());
  const fake = fakePushBrowser(options);
  const { api, calls } = fakePushApi({ fail: options.apiFails });
  const pending: (() => void)[] = [];
  const timers = { setTimeout: (fn: () => void) => pending.push(fn), clearTimeout: () => undefined };
  const push = startPushSubscriptions({ bus, api, publicKey: TEST_PUBLIC_KEY, browser: fake.browser, timers });
  running.push(push);
  const states: PushState[] = [];
  bus.state$('push').subscribe((state) => states.push(state));
  return { bus, push, calls, pending, states, ...fake };
}

const pushState = (bus: EventBus) => {
  const { capability, isSubscribed } = bus.get('push');
  return { capability, isSubscribed };
};

describe('turning push on', () => {
  it('granted: subscribes with the site key, registers the subscription with the api, then says subscribed', async () => {
    const { bus, push, calls, subscribe } = setup();
    await push.settled();
    expect(pushState(bus)).toEqual({ capability: 'unknown', isSubscribed: false });
    bus.emit('pushToggleRequested', { subscribe: true });
    await push.settled();
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(TEST_PUBLIC_KEY) });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/user.php',
        body: { subscription: expect.objectContaining({ endpoint: 'https://push.example.test/send/new' }) },
      },
    ]);
    expect(pushState(bus)).toEqual({ capability: 'granted', isSubscribed: true });
    const auth = bus.get('auth');
    expect(auth.status === 'logged_in' && auth.user.push_subscribed).toBe(true);
  });

  it('denied: the state says denied, nothing is subscribed or sent, and no error is logged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { bus, push, calls, subscribe } = setup({ answer: 'denied' });
    bus.emit('pushToggleRequested', { subscribe: true });
    await push.settled();
    expect(pushState(bus)).toEqual({ capability: 'denied', isSubscribed: false });
    expect(subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('a closed prompt still publishes a fresh state, so a page waiting for the answer stops waiting', async () => {
    const { bus, push, states } = setup({ answer: 'default' });
    await push.settled();
    const before = states.length;
    bus.emit('pushToggleRequested', { subscribe: true });
    await push.settled();
    expect(states.length).toBe(before + 1);
    expect(pushState(bus)).toEqual({ capability: 'unknown', isSubscribed: false });
  });

  it('no service worker within the wait: not subscribed, nothing sent, the request ends', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bus, push, calls, pending, subscribe } = setup({ worker: 'none' });
    bus.emit('pushToggleRequested', { subscribe: true });
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.();
    await push.settled();
    expect(pushState(bus)).toEqual({ capability: 'granted', isSubscribed: false });
    expect(subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a failing subscribe or api leaves "not subscribed" and logs the fault', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = setup({ subscribeFails: true });
    failing.bus.emit('pushToggleRequested', { subscribe: true });
    await failing.push.settled();
    expect(pushState(failing.bus)).toEqual({ capability: 'granted', isSubscribed: false });
    expect(failing.calls).toEqual([]);

    const apiDown = setup({ apiFails: true });
    apiDown.bus.emit('pushToggleRequested', { subscribe: true });
    await apiDown.push.settled();
    expect(pushState(apiDown.bus)).toEqual({ capability: 'granted', isSubscribed: false });
    expect(apiDown.calls).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('a browser that cannot push stays unsupported and asks nothing', async () => {
    const bus = createEventBus();
    bus.set('auth', member());
    const { api, calls } = fakePushApi();
    const push = startPushSubscriptions({ bus, api, publicKey: TEST_PUBLIC_KEY, browser: null });
    running.push(push);
    bus.emit('pushToggleRequested', { subscribe: true });
    await push.settled();
    expect(pushState(bus)).toEqual({ capability: 'unsupported', isSubscribed: false });
    expect(calls).toEqual([]);
  });
});

describe('turning push off', () => {
  it('unsubscribes this browser, the api forgets the member’s subscriptions, the state and the user follow', async () => {
    const { bus, push, calls, state } = setup({ permission: 'granted', existing: true });
    await push.settled();
    const existing = state.current;
    calls.length = 0;
    bus.emit('pushToggleRequested', { subscribe: false });
    await push.settled();
    expect(existing?.unsubscribe).toHaveBeenCalledTimes(1);
    expect(state.current).toBeNull();
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/push-subscription.php', body: undefined }]);
    expect(pushState(bus)).toEqual({ capability: 'granted', isSubscribed: false });
    const auth = bus.get('auth');
    expect(auth.status === 'logged_in' && auth.user.push_subscribed).toBe(false);
  });
});

describe('the push state at boot and after login or logout', () => {
  it('an existing subscription: subscribed, and registered with the api once per member and page', async () => {
    const { bus, push, calls } = setup({ permission: 'granted', existing: true });
    await push.settled();
    expect(pushState(bus)).toEqual({ capability: 'granted', isSubscribed: true });
    expect(calls.map((c) => c.method)).toEqual(['POST']);

    // The periodic user refresh publishes the same member again: nothing more is sent.
    bus.set('auth', member());
    await push.settled();
    expect(calls).toHaveLength(1);

    // Logged out: nothing is sent; another member logs in: the browser's subscription becomes theirs.
    bus.set('auth', { status: 'logged_out' });
    await push.settled();
    expect(calls).toHaveLength(1);
    bus.set('auth', member(99));
    await push.settled();
    expect(calls).toHaveLength(2);
    expect(pushState(bus)).toEqual({ capability: 'granted', isSubscribed: true });
  });

  it('a visitor’s subscription is not sent until someone logs in', async () => {
    const { bus, push, calls } = setup({ permission: 'granted', existing: true, loggedIn: false });
    bus.set('auth', { status: 'logged_out' });
    await push.settled();
    expect(calls).toEqual([]);
    expect(pushState(bus).isSubscribed).toBe(true);
  });

  it('an existing subscription the api refuses: not subscribed, so the opt-in can ask again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { bus, push } = setup({ permission: 'granted', existing: true, apiFails: true });
    await push.settled();
    expect(pushState(bus)).toEqual({ capability: 'granted', isSubscribed: false });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('granted without a subscription, or denied: not subscribed, nothing sent', async () => {
    const granted = setup({ permission: 'granted' });
    await granted.push.settled();
    expect(pushState(granted.bus)).toEqual({ capability: 'granted', isSubscribed: false });
    const denied = setup({ permission: 'denied', existing: true });
    await denied.push.settled();
    expect(pushState(denied.bus)).toEqual({ capability: 'denied', isSubscribed: false });
    expect([...granted.calls, ...denied.calls]).toEqual([]);
  });
});
