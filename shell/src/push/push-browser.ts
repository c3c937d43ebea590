import type { PushState } from '@dating/shared/bus/events';

/** The parts of the browser's push objects the shell uses; tests hand in fakes of exactly these. */
export interface BrowserPushSubscription {
  readonly endpoint: string;
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

interface BrowserPushManager {
  subscribe(options: { userVisibleOnly: boolean; applicationServerKey: BufferSource }): Promise<BrowserPushSubscription>;
  getSubscription(): Promise<BrowserPushSubscription | null>;
}

export interface BrowserWorkerRegistration {
  readonly pushManager: BrowserPushManager;
}

interface BrowserWorkerContainer {
  /** Resolves once a service worker is active for the page's scope; never, when none is registered. */
  readonly ready: Promise<BrowserWorkerRegistration>;
  getRegistration(): Promise<BrowserWorkerRegistration | undefined>;
}

/** What push needs of the browser; null from browserPush when it cannot push at all. */
export interface PushBrowser {
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  readonly serviceWorker: BrowserWorkerContainer;
}

/** The real browser's push, or null without Notification, service workers or PushManager. */
export function browserPush(win: Window = window): PushBrowser | null {
  if (!('Notification' in win) || !('serviceWorker' in win.navigator) || !('PushManager' in win)) return null;
  const notification = (win as Window & typeof globalThis).Notification;
  return {
    permission: () => notification.permission,
    requestPermission: () => notification.requestPermission(),
    serviceWorker: win.navigator.serviceWorker,
  };
}

/** The push state's capability: the browser's notification permission, or unsupported. */
export function pushCapability(browser: PushBrowser | null): PushState['capability'] {
  if (!browser) return 'unsupported';
  const permission = browser.permission();
  return permission === 'granted' ? 'granted' : permission === 'denied' ? 'denied' : 'unknown';
}

/** The VAPID public key of the settings (base64url) as the bytes PushManager.subscribe takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
