import type { ApiClient } from '@dating/shared/api-client/api-client';
import type { EventBus } from '@dating/shared/bus/event-bus';
import { PushSubscriptionRequestSchema, subscribePushEndpoint, unsubscribePushEndpoint } from '@dating/shared/contracts/user';
import {
  base64UrlToBytes,
  pushCapability,
  type BrowserPushSubscription,
  type BrowserWorkerRegistration,
  type PushBrowser,
} from '../push/push-browser';

/**
 * How long turning push on waits for an active service worker. The shell registers it after the first
 * paint and its install fetches the static files, so a member who answers the prompt at once may be
 * early; without a worker at all (registration failed, a browser that refuses it) the member is told
 * "not subscribed" after this instead of waiting forever.
 */
const WORKER_WAIT_MS = 10_000;

interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PushSubscriptionsOptions {
  bus: EventBus;
  api: ApiClient;
  /** The site's VAPID public key (settings' push_public_key, base64url). */
  publicKey: string;
  /** null: the browser cannot push (the capability is then unsupported). */
  browser: PushBrowser | null;
  workerWaitMs?: number;
  timers?: Timers;
}

export interface PushSubscriptions {
  /** Resolves once every request and check asked so far is done (tests wait on it). */
  settled(): Promise<void>;
  stop(): void;
}

/**
 * The shell's side of push subscriptions, the one place that changes the bus's `push` state:
 *
 * - At start, the capability is the browser's notification permission and `isSubscribed` whether this
 *   browser has a push subscription. For a logged-in member that subscription is registered with the
 *   api (POST /api/user.php?push=1) once per member and page load: the user record only says whether
 *   the member has a subscription somewhere, not this one, and the browser may have been subscribed by
 *   another member or the api may have dropped it (a 410). The api moves a known endpoint to the
 *   member who posts it, so posting again is harmless. Logged out, nothing is sent.
 * - `pushToggleRequested` on (the alert, the signup's push step, settings): permission, an active
 *   service worker (bounded wait), PushManager.subscribe with the site's key, the POST; `isSubscribed`
 *   only once the api has it. Off: this browser unsubscribes and the api forgets the member's
 *   subscriptions (DELETE /api/push-subscription.php).
 *
 * Every outcome publishes a fresh `push` value, also when nothing changed (a closed prompt, no
 * worker), so a page waiting for the answer stops waiting. Requests run one after the other.
 */
export function startPushSubscriptions(options: PushSubscriptionsOptions): PushSubscriptions {
  const { bus, api, publicKey, browser } = options;
  const workerWaitMs = options.workerWaitMs ?? WORKER_WAIT_MS;
  const timers = options.timers ?? (globalThis as unknown as Timers);
  let member: number | null = null;
  /** `<member> <endpoint>` pairs the api has from this page. */
  const registered = new Set<string>();
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  const enqueue = (task: () => Promise<void>) => {
    queue = queue.then(() => (stopped ? undefined : task())).catch((error: unknown) => console.error('[shell] push failed', error));
  };

  const publish = (isSubscribed: boolean) => {
    const capability = pushCapability(browser);
    bus.set('push', { ...bus.get('push'), capability, isSubscribed: capability === 'granted' && isSubscribed });
  };

  const browserSubscription = async (): Promise<BrowserPushSubscription | null> => {
    const registration = await browser?.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription()) ?? null;
  };

  const register = async (subscription: BrowserPushSubscription, always: boolean) => {
    const forMember = member;
    if (forMember === null) return;
    const key = `${forMember} ${subscription.endpoint}`;
    if (!always && registered.has(key)) return;
    const body = PushSubscriptionRequestSchema.parse({ subscription: subscription.toJSON() });
    const { user } = await api.call(subscribePushEndpoint, { query: { push: '1' }, body });
    registered.add(key);
    if (user && member === forMember) bus.set('auth', { status: 'logged_in', user });
  };

  const sync = async () => {
    if (pushCapability(browser) !== 'granted') return publish(false);
    // Service workers refused here (a private window of some browsers): no subscription, not a fault.
    const subscription = await browserSubscription().catch(() => null);
    // Shown at once, so a subscribed member never sees the opt-in alert flash while the api answers.
    publish(subscription !== null);
    if (!subscription || member === null) return;
    try {
      await register(subscription, false);
    } catch (error) {
      publish(false);
      console.error('[shell] push: registering this browser’s subscription failed', error);
    }
  };

  const activeWorker = (container: PushBrowser['serviceWorker']) =>
    new Promise<BrowserWorkerRegistration | null>((resolve) => {
      const timer = timers.setTimeout(() => resolve(null), workerWaitMs);
      container.ready.then(
        (registration) => {
          timers.clearTimeout(timer);
          resolve(registration);
        },
        () => {
          timers.clearTimeout(timer);
          resolve(null);
        },
      );
    });

  const subscribe = async (registration: BrowserWorkerRegistration) => {
    const request = { userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) };
    try {
      return await registration.pushManager.subscribe(request);
    } catch (error) {
      // A subscription made with another key (the site's key was replaced) makes subscribe fail: it
      // is dropped and subscribe asked once more.
      const old = await registration.pushManager.getSubscription().catch(() => null);
      if (!old) throw error;
      await old.unsubscribe();
      return registration.pushManager.subscribe(request);
    }
  };

  const enable = async () => {
    if (!browser) return publish(false);
    await browser.requestPermission();
    // Denied, or the prompt closed without an answer: the state says so, nothing is sent.
    if (pushCapability(browser) !== 'granted') return publish(false);
    if (!publicKey) {
      publish(false);
      console.error('[shell] push: the site has no push public key');
      return;
    }
    const registration = await activeWorker(browser.serviceWorker);
    if (!registration) {
      publish(false);
      console.warn('[shell] push: no service worker became active, so push stays off');
      return;
    }
    try {
      const subscription = await subscribe(registration);
      await register(subscription, true);
      publish(member !== null);
    } catch (error) {
      publish(false);
      console.error('[shell] push: subscribing failed', error);
    }
  };

  const disable = async () => {
    const subscription = await browserSubscription().catch(() => null);
    await subscription?.unsubscribe().catch(() => false);
    registered.clear();
    publish(false);
    if (member === null) return;
    const { user } = await api.call(unsubscribePushEndpoint);
    if (user) bus.set('auth', { status: 'logged_in', user });
  };

  bus.set('push', { ...bus.get('push'), capability: pushCapability(browser) });
  // The first value (the session may still be unknown) reads the browser at once; then each change
  // of member, not each refresh of the same one.
  let synced = false;
  const authSubscription = bus.state$('auth').subscribe((auth) => {
    const id = auth.status === 'logged_in' ? auth.user.id : null;
    if (synced && id === member) return;
    synced = true;
    member = id;
    enqueue(sync);
  });
  const requestSubscription = bus.on$('pushToggleRequested').subscribe(({ subscribe: on }) => enqueue(on ? enable : disable));

  return {
    settled: async () => {
      // A request may arrive while one runs: wait until the queue stays put (a few rounds at most).
      for (let round = 0; round < 10; round += 1) {
        const last = queue;
        await last;
        if (last === queue) return;
      }
    },
    stop() {
      stopped = true;
      authSubscription.unsubscribe();
      requestSubscription.unsubscribe();
    },
  };
}
