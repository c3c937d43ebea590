import { createEventBus } from '@dating/shared/bus/event-bus';
import { sendBeaconWhenHidden, syncAppBadge, trackOnlineStatus } from './browser-signals';

describe('browser signals', () => {
  it('online status follows online/offline events', () => {
    const bus = createEventBus();
    const stop = trackOnlineStatus(bus);
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(bus.get('online')).toBe(false);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(bus.get('online')).toBe(true);
    stop();
    onLine.mockRestore();
  });

  it('sends a beacon with an empty JSON body when the page becomes hidden', () => {
    const sendBeacon = jest.fn(() => true);
    const nav = { sendBeacon } as unknown as Navigator;
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const stop = sendBeaconWhenHidden(document, nav);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/page-hidden.php');
    expect(body.type).toBe('application/json');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    stop();
    visibility.mockRestore();
  });

  it('sets the app badge to unread messages + new likes', () => {
    const bus = createEventBus();
    const setAppBadge = jest.fn(async () => undefined);
    const clearAppBadge = jest.fn(async () => undefined);
    const stop = syncAppBadge(bus, { setAppBadge, clearAppBadge } as unknown as Navigator);
    bus.set('unreadMessages', 2);
    bus.set('newLikes', 5);
    expect(setAppBadge).toHaveBeenLastCalledWith(7);
    bus.set('unreadMessages', 0);
    bus.set('newLikes', 0);
    expect(clearAppBadge).toHaveBeenCalled();
    stop();
  });
});
