import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@dating/shared/contracts/errors';
import { createDevPushSubscriptionEndpoint, getDevReceivedPushesEndpoint, type DevReceivedPush } from '@dating/shared/contracts/misc';

/**
 * Web push in journeys, against the api's development push service (api/src/routes/dev/push-service.ts,
 * docs/push.md). Chromium's own PushManager.subscribe needs Google's push service, which this machine
 * cannot reach: `usePushService` makes the page's PushManager hand out subscriptions of the api's
 * service instead (real keys, held by the service, which decrypts what the api sends there), and
 * `deliverPush` hands a received payload to the page's service worker through the DevTools protocol,
 * as Chromium does when a push arrives.
 */

/** Where the fake PushManager keeps this browser's subscription, so a reload still has it (as a browser does). */
const SUBSCRIPTION_KEY = 'e2e:push-subscription';

/**
 * Grants notifications to the site and replaces `PushManager.prototype.subscribe`/`getSubscription`
 * in every page of the context with ones backed by the api's development push service. The objects
 * answered have what the shell uses of a PushSubscription: `endpoint`, `expirationTime`, `toJSON()`,
 * `getKey()`, `unsubscribe()`.
 */
export async function usePushService(context: BrowserContext, origin: string): Promise<void> {
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript(
    ({ path, header, value, storageKey }) => {
      if (!('PushManager' in window)) return;
      interface SubscriptionJson {
        endpoint: string;
        expirationTime: null;
        keys: { p256dh: string; auth: string };
      }
      const toBase64Url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const fromBase64Url = (text: string) => {
        const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
        return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
      };
      const keyText = (key: BufferSource | string | null | undefined): string => {
        if (typeof key === 'string') return key;
        if (!key) throw new DOMException('applicationServerKey is required', 'NotSupportedError');
        return toBase64Url(key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key.buffer, key.byteOffset, key.byteLength));
      };
      const wrap = (json: SubscriptionJson) => ({
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        getKey: (name: 'p256dh' | 'auth') => fromBase64Url(json.keys[name]).buffer,
        toJSON: () => json,
        unsubscribe: () => {
          localStorage.removeItem(storageKey);
          return Promise.resolve(true);
        },
      });
      const stored = (): SubscriptionJson | null => {
        const text = localStorage.getItem(storageKey);
        return text ? (JSON.parse(text) as SubscriptionJson) : null;
      };
      const manager = PushManager.prototype as unknown as Record<string, unknown>;
      manager.getSubscription = function getSubscription() {
        const json = stored();
        return Promise.resolve(json ? wrap(json) : null);
      };
      manager.subscribe = async function subscribe(options: PushSubscriptionOptionsInit = {}) {
        // As a browser: subscribing again answers the subscription it has.
        const existing = stored();
        if (existing) return wrap(existing);
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [header]: value },
          body: JSON.stringify({ applicationServerKey: keyText(options.applicationServerKey) }),
        });
        if (!response.ok) throw new DOMException(`push service answered ${response.status}`, 'AbortError');
        const json = (await response.json()) as SubscriptionJson;
        localStorage.setItem(storageKey, JSON.stringify(json));
        return wrap(json);
      };
    },
    { path: createDevPushSubscriptionEndpoint.path, header: CLIENT_HEADER, value: CLIENT_HEADER_VALUE, storageKey: SUBSCRIPTION_KEY },
  );
}

/** The endpoint of the page's push subscription (the fake PushManager's), or null. */
export function subscriptionEndpoint(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
  });
}

/** The pushes the api's push service received for `endpoint`, once there are `count` (polls up to 15 s: the job queue sends them). */
export async function waitForPushes(request: APIRequestContext, endpoint: string, count = 1): Promise<DevReceivedPush[]> {
  let pushes: DevReceivedPush[] = [];
  await expect(async () => {
    const response = await request.get(getDevReceivedPushesEndpoint.path, { params: { endpoint } });
    expect(response.status()).toBe(200);
    pushes = getDevReceivedPushesEndpoint.response.parse(await response.json()).pushes;
    expect(pushes.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 15_000 });
  return pushes;
}

/**
 * Delivers `data` to the page's service worker as a push (DevTools' ServiceWorker.deliverPushMessage,
 * what Chromium does when its push service wakes it): the worker's real `push` handler runs.
 */
export async function deliverPush(page: Page, data: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) {
      if (registration.isDeleted) registrations.delete(registration.scopeURL);
      else registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${origin}/`), { message: 'the site’s service worker registration' }).toBeDefined();
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrations.get(`${origin}/`)!, data });
  await cdp.detach();
}

const WORKER_MESSAGES = '__e2eWorkerMessages';

/** From now on, keeps every message the service worker sends the page (read with `workerMessages`). */
export function collectWorkerMessages(page: Page): Promise<void> {
  return page.evaluate((key) => {
    const kept: unknown[] = [];
    (window as unknown as Record<string, unknown>)[key] = kept;
    navigator.serviceWorker.addEventListener('message', (event) => kept.push(event.data));
  }, WORKER_MESSAGES);
}

/** The messages the service worker sent the page since `collectWorkerMessages`. */
export function workerMessages(page: Page): Promise<unknown[]> {
  return page.evaluate((key) => ((window as unknown as Record<string, unknown[]>)[key] ?? []).slice(), WORKER_MESSAGES);
}

/** The notifications the site's service worker shows now (title, body, tag, data). */
export function shownNotifications(page: Page): Promise<{ title: string; body: string; tag: string; data: unknown }[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }));
  });
}

/**
 * Clicks the shown notification tagged `tag`, as far as a test can: neither Playwright nor the DevTools
 * protocol can click a notification, so the worker gets a `notificationclick` NotificationEvent for
 * that very notification, dispatched in the worker itself; its handler runs as on a click (only the
 * browser's permission to focus a window, which comes with a real click, is missing).
 */
export async function clickNotification(context: BrowserContext, tag: string): Promise<void> {
  const worker = context.serviceWorkers().find((candidate) => new URL(candidate.url()).pathname === '/sw.js');
  expect(worker, 'the site’s service worker is running').toBeDefined();
  await worker!.evaluate(async (wanted) => {
    interface WorkerScope {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
    }
    const scope = globalThis as unknown as WorkerScope;
    const NotificationEventOf = (
      globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }
    ).NotificationEvent;
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    const event = new NotificationEventOf('notificationclick', { notification });
    // A script-made event refuses waitUntil: the handler's work is collected here and awaited instead.
    const work: Promise<unknown>[] = [];
    Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => void work.push(promise) });
    scope.dispatchEvent(event);
    await Promise.all(work);
  }, tag);
}
