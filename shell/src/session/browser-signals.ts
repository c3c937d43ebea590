import { combineLatest, type Subscription } from 'rxjs';
import type { EventBus } from '@dating/shared/bus/event-bus';
import { markPageHiddenEndpoint } from '@dating/shared/contracts/presence';

/** Online status follows the browser's online/offline events. */
export function trackOnlineStatus(bus: EventBus, win: Window = window): () => void {
  const update = () => bus.set('online', win.navigator.onLine);
  update();
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  return () => {
    win.removeEventListener('online', update);
    win.removeEventListener('offline', update);
  };
}

/**
 * A beacon with an empty JSON body when the page becomes hidden (markPageHiddenEndpoint): sendBeacon,
 * not api.call, since only a beacon is still sent while the page unloads.
 */
export function sendBeaconWhenHidden(doc: Document = document, nav: Navigator = navigator): () => void {
  const onChange = () => {
    if (doc.visibilityState !== 'hidden' || typeof nav.sendBeacon !== 'function') return;
    nav.sendBeacon(markPageHiddenEndpoint.path, new Blob(['{}'], { type: 'application/json' }));
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}

type BadgeNavigator = Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** The app badge (installed app icon) = unread messages + new likes, where the browser supports it. */
export function syncAppBadge(bus: EventBus, nav: BadgeNavigator = navigator): () => void {
  if (typeof nav.setAppBadge !== 'function') return () => undefined;
  const subscription: Subscription = combineLatest([bus.state$('unreadMessages'), bus.state$('newLikes')]).subscribe(([unread, likes]) => {
    const total = unread + likes;
    const done = total > 0 ? nav.setAppBadge?.(total) : (nav.clearAppBadge?.() ?? nav.setAppBadge?.(0));
    void done?.catch(() => undefined);
  });
  return () => subscription.unsubscribe();
}
