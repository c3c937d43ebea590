import { BehaviorSubject } from 'rxjs';
import { createEventBus } from '@dating/shared/bus/event-bus';
import type { HappeningPayload } from '@dating/shared/bus/events';
import { startWorkerChannel } from './worker-channel';

function fakeContainer() {
  const target = new EventTarget();
  const first = { postMessage: jest.fn() };
  const container = Object.assign(target, { controller: first as { postMessage: jest.Mock } | null, startMessages: jest.fn() });
  const fromWorker = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { container, first, fromWorker };
}

function setup() {
  const bus = createEventBus();
  const { container, first, fromWorker } = fakeContainer();
  const realtimeUp = new BehaviorSubject(false);
  const navigate = jest.fn();
  const badge = { setAppBadge: jest.fn(async () => undefined), clearAppBadge: jest.fn(async () => undefined) };
  const refreshes: HappeningPayload<'refreshRequested'>[] = [];
  bus.on$('refreshRequested').subscribe((r) => refreshes.push(r));
  const stop = startWorkerChannel({
    bus,
    container: container as unknown as ServiceWorkerContainer,
    realtimeUp$: realtimeUp,
    navigate,
    badge,
    debug: () => undefined,
  });
  return { bus, container, first, fromWorker, realtimeUp, navigate, badge, refreshes, stop };
}

const payload = { type: 'new_messages', title: 'New message', body: 'You have a new message', url: '/chats/7', badge: 3 };

describe('page → service worker', () => {
  it('tells the controlling worker the locale and the realtime channel, on change and to a new controller', () => {
    const { bus, container, first, realtimeUp, stop } = setup();
    expect(container.startMessages).toHaveBeenCalled();
    expect(first.postMessage.mock.calls).toEqual([[{ type: 'locale', locale: 'en' }], [{ type: 'realtime', up: false }]]);

    realtimeUp.next(true);
    realtimeUp.next(true);
    bus.set('locale', 'de');
    expect(first.postMessage.mock.calls.slice(2)).toEqual([[{ type: 'realtime', up: true }], [{ type: 'locale', locale: 'de' }]]);

    const next = { postMessage: jest.fn() };
    container.controller = next;
    container.dispatchEvent(new Event('controllerchange'));
    expect(next.postMessage.mock.calls).toEqual([[{ type: 'locale', locale: 'de' }], [{ type: 'realtime', up: true }]]);
    stop();
  });

  it('sends nothing while no worker controls the page', () => {
    const { container, first, realtimeUp, stop } = setup();
    container.controller = null;
    expect(() => realtimeUp.next(true)).not.toThrow();
    expect(first.postMessage).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('service worker → page', () => {
  it('a push: chats and likes reload, the push state keeps it as its last message, the app badge follows', () => {
    const { bus, fromWorker, badge, refreshes, stop } = setup();
    fromWorker({ type: 'push', payload });
    expect(refreshes).toEqual([{ what: ['chats', 'likes'] }]);
    expect(bus.get('push').lastMessage).toEqual({ title: 'New message', body: 'You have a new message', url: '/chats/7' });
    expect(badge.setAppBadge).toHaveBeenCalledWith(3);
    fromWorker({ type: 'push', payload: { ...payload, badge: 0 } });
    expect(badge.clearAppBadge).toHaveBeenCalledTimes(1);
    fromWorker({ type: 'push', payload: { ...payload, badge: undefined } });
    expect(badge.setAppBadge).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a notification click navigates inside the app, never off the site', () => {
    const { fromWorker, navigate, stop } = setup();
    fromWorker({ type: 'push-click', url: '/chats/7?from=push' });
    fromWorker({ type: 'push-click', url: '//evil.test/phish' });
    expect(navigate.mock.calls).toEqual([['/chats/7?from=push'], ['/members']]);
    stop();
  });

  it('ignores anything that is not a valid worker message', () => {
    const { bus, fromWorker, navigate, refreshes, stop } = setup();
    fromWorker({ type: 'push', payload: { ...payload, url: 'https://evil.test/' } });
    fromWorker({ type: 'push-click', url: 'https://evil.test/' });
    fromWorker({ type: 'reload' });
    fromWorker('push');
    fromWorker(null);
    expect(refreshes).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(bus.get('push').lastMessage).toBeNull();
    stop();
  });

  it('stops listening once stopped', () => {
    const { fromWorker, refreshes, stop } = setup();
    stop();
    fromWorker({ type: 'push', payload });
    expect(refreshes).toEqual([]);
  });
});
