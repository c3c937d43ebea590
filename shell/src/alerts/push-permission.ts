import type { ApiClient } from '@dating/shared/api-client/api-client';
import type { EventBus } from '@dating/shared/bus/event-bus';
import type { PushState } from '@dating/shared/bus/events';
import type { Subscription } from 'rxjs';
import { PushSubscriptionRequestSchema, subscribePushEndpoint, unsubscribePushEndpoint } from '@dating/shared/contracts/user';

export function detectPushCapability(win: Window = window): PushState['capability'] {
  if (!('Notification' in win) || !('serviceWorker' in win.navigator) || !('PushManager' in win)) return 'unsupported';
  const permission = (win as Window & typeof globalThis).Notification.permission;
  if (permission === 'granted') return 'granted';
  if (permission === 'denied') return 'denied';
  return 'unknown';
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * The opt-in alert's button: ask for permission, subscribe through the page's service worker and
 * register the subscription (POST /api/user.php?push=1). Without a service worker the permission
 * is still recorded, so the alert does not ask again.
 */
export async function enablePush(bus: EventBus, api: ApiClient, publicKey: string): Promise<void> {
  const permission = await Notification.requestPermission();
  const capability: PushState['capability'] = permission === 'granted' ? 'granted' : permission === 'denied' ? 'denied' : 'unknown';
  bus.set('push', { ...bus.get('push'), capability });
  if (permission !== 'granted' || !publicKey) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  const body = PushSubscriptionRequestSchema.parse({ subscription: subscription.toJSON() });
  await api.call(subscribePushEndpoint, { query: { push: '1' }, body });
  bus.set('push', { ...bus.get('push'), isSubscribed: true });
}

/**
 * Push off (settings page): this browser drops its subscription and the api forgets every
 * subscription of the member (DELETE /api/push-subscription.php), so nothing is pushed any more.
 */
async function disablePush(bus: EventBus, api: ApiClient, nav: Navigator = navigator): Promise<void> {
  const registration = 'serviceWorker' in nav ? await nav.serviceWorker.getRegistration() : undefined;
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe().catch(() => false);
  const { user } = await api.call(unsubscribePushEndpoint);
  if (user) bus.set('auth', { status: 'logged_in', user });
  bus.set('push', { ...bus.get('push'), isSubscribed: false });
}

/**
 * Remotes ask for push on or off through the bus (`pushToggleRequested`): the permission prompt and
 * the service worker belong to the shell. The outcome shows in the `push` state channel.
 */
export function followPushRequests(bus: EventBus, api: ApiClient, publicKey: string): Subscription {
  return bus.on$('pushToggleRequested').subscribe(({ subscribe }) => {
    const change = subscribe ? enablePush(bus, api, publicKey) : disablePush(bus, api);
    change.catch((error: unknown) => console.error('[shell] push change failed', error));
  });
}
