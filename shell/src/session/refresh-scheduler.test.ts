import { createEventBus } from '@dating/shared/bus/event-bus';
import type { User } from '@dating/shared/contracts/user';
import { startRefreshScheduler, type RefreshTarget } from './refresh-scheduler';
import { demoUser } from '../test-support/fixtures';

describe('periodic refresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const bus = createEventBus();
    const calls: (readonly RefreshTarget[])[] = [];
    const refresh = jest.fn(async (what: readonly RefreshTarget[]) => {
      calls.push(what);
    });
    const scheduler = startRefreshScheduler(bus, refresh);
    const login = (user: User = demoUser()) => bus.set('auth', { status: 'logged_in', user });
    return { bus, refresh, calls, scheduler, login };
  };

  it('does nothing while logged out', async () => {
    const { bus, refresh } = setup();
    bus.set('auth', { status: 'logged_out' });
    await jest.advanceTimersByTimeAsync(600_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes user, chats and likes first after 5 s, then every 60 s', async () => {
    const { refresh, calls, login } = setup();
    login();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([['user', 'chats', 'likes']]);
    await jest.advanceTimersByTimeAsync(59_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('stretches to 300 s when push is subscribed', async () => {
    const { bus, refresh, login } = setup();
    bus.set('push', { capability: 'granted', isSubscribed: true, lastMessage: null });
    login();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(299_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('switches cadence after the run in which push was subscribed or unsubscribed', async () => {
    const { bus, refresh, login } = setup();
    login();
    await jest.advanceTimersByTimeAsync(5_000);
    bus.set('push', { capability: 'granted', isSubscribed: true, lastMessage: null });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(299_999);
    expect(refresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(3);
    bus.set('push', { capability: 'granted', isSubscribed: false, lastMessage: null });
    await jest.advanceTimersByTimeAsync(300_000);
    expect(refresh).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(5);
  });

  it('does not restart when the logged-in user is republished, and stops on logout', async () => {
    const { bus, refresh, login } = setup();
    login();
    await jest.advanceTimersByTimeAsync(3_000);
    login();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    bus.set('auth', { status: 'logged_out' });
    await jest.advanceTimersByTimeAsync(600_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes at once on refreshRequested while logged in', async () => {
    const { bus, calls, login } = setup();
    bus.emit('refreshRequested', { what: ['chats'] });
    expect(calls).toEqual([]);
    login();
    bus.emit('refreshRequested', { what: ['chats', 'likes'] });
    expect(calls).toEqual([['chats', 'likes']]);
  });

  it('keeps going after a failed refresh', async () => {
    const bus = createEventBus();
    const refresh = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    startRefreshScheduler(bus, refresh);
    bus.set('auth', { status: 'logged_in', user: demoUser() });
    await jest.advanceTimersByTimeAsync(65_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
