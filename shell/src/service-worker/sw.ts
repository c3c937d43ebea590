// The service worker, served as /sw.js with scope / (built by shell/rspack.config.cjs as its own
// entry: no hash, no federation runtime). docs/installed-app.md tells what it does and why.
import { fetchStrategy, isCacheable } from './fetch-policy';
import { offlineLocale, OFFLINE_PAGE_CSP, renderOfflinePage } from './offline-page';
import { clickTarget, isPageMessage, isPushPayload, isSeenInOpenTab, notificationOptions, pickClientForClick } from './push-display';
import { settledState, updateState, type WorkerState } from './worker-state';
import type { FetchEvent, WorkerScope, WorkerWindowClient } from './worker-types';

declare const self: unknown;
const worker = self as WorkerScope;

/** Raise with any change in what the worker caches: activating it deletes the older versions' caches. */
const WORKER_VERSION = 1;
const STATIC_PREFIX = 'static-v';
const STATIC_CACHE = `${STATIC_PREFIX}${WORKER_VERSION}`;
/** Hashed files of past deploys pile up under one version: the oldest go beyond this many. */
const MAX_STATIC_ENTRIES = 400;

const origin = worker.location.origin;

async function windowClients(): Promise<readonly WorkerWindowClient[]> {
  const all = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return all.filter((client) => new URL(client.url).origin === origin);
}

async function trimStaticCache(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_STATIC_ENTRIES))) await cache.delete(key);
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const cache = await worker.caches.open(STATIC_CACHE);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (isCacheable(response)) {
    event.waitUntil(
      cache
        .put(event.request, response.clone())
        .then(() => trimStaticCache(cache))
        .catch(() => undefined),
    );
  }
  return response;
}

async function offlinePage(): Promise<Response> {
  const state = await settledState(worker.caches);
  const locale = offlineLocale(state.locale, worker.navigator.languages ?? [worker.navigator.language]);
  return new Response(renderOfflinePage({ locale, siteName: state.siteName ?? null }), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': OFFLINE_PAGE_CSP },
  });
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  try {
    return await fetch(event.request);
  } catch {
    return offlinePage();
  }
}

/** The site's name for the offline page, from its web app manifest (rendered per host by the api). */
async function rememberSiteName(): Promise<void> {
  try {
    const response = await fetch('/manifest.webmanifest', { cache: 'no-store' });
    const manifest: unknown = response.ok ? await response.json() : null;
    const name = typeof manifest === 'object' && manifest !== null ? (manifest as { name?: unknown }).name : undefined;
    if (typeof name === 'string' && name) await updateState(worker.caches, () => ({ siteName: name }));
  } catch {
    // Offline at install: the offline page goes without the name.
  }
}

worker.addEventListener('install', (event) => {
  // A new worker takes over at once: it never serves a file under a name of another build (hashed
  // names are immutable, pages and manifests come from the network), so there is nothing to wait for.
  event.waitUntil(Promise.all([worker.skipWaiting(), rememberSiteName()]));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Only older file caches go: the state cache (language, site name) outlives versions.
      for (const key of await worker.caches.keys()) {
        if (key.startsWith(STATIC_PREFIX) && key !== STATIC_CACHE) await worker.caches.delete(key);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = fetchStrategy(
    { method: request.method, mode: request.mode, url: request.url, hasRange: request.headers.has('range') },
    origin,
  );
  // `network`: no respondWith at all, so the browser fetches as if there were no worker.
  if (strategy === 'static') event.respondWith(cacheFirst(event));
  else if (strategy === 'navigation') event.respondWith(networkFirst(event));
});

worker.addEventListener('message', (event) => {
  const message = event.data;
  if (!isPageMessage(message)) return;
  if (message.type === 'realtime') {
    const id = event.source?.id;
    if (id)
      event.waitUntil(
        updateState(worker.caches, (state) => ({ realtime: { ...state.realtime, [id]: message.up } })).catch(() => undefined),
      );
    return;
  }
  event.waitUntil(updateState(worker.caches, () => ({ locale: message.locale })).catch(() => undefined));
});

worker.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let payload: unknown;
      try {
        payload = event.data?.json();
      } catch {
        payload = undefined;
      }
      if (!isPushPayload(payload)) return;
      const clients = await windowClients();
      // Kept in the Cache Storage, not in memory: the worker woken by this push is usually a new
      // one. A tab never heard from counts as down; tabs closed since are forgotten.
      const open = new Set(clients.map((client) => client.id));
      const stillOpen = (realtime: WorkerState['realtime']) => Object.entries(realtime ?? {}).filter(([id]) => open.has(id));
      const realtimeUp = new Map(stillOpen((await settledState(worker.caches)).realtime));
      await updateState(worker.caches, (state) => ({ realtime: Object.fromEntries(stillOpen(state.realtime)) })).catch(() => undefined);
      for (const client of clients) client.postMessage({ type: 'push', payload });
      const badge = payload.badge === undefined ? undefined : worker.navigator.setAppBadge?.(payload.badge).catch(() => undefined);
      if (!isSeenInOpenTab(clients, realtimeUp)) await worker.registration.showNotification(payload.title, notificationOptions(payload));
      await badge;
    })(),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = clickTarget(event.notification.data, origin);
  event.waitUntil(
    (async () => {
      const client = pickClientForClick(await windowClients());
      if (!client) {
        await worker.clients.openWindow(url);
        return;
      }
      // The tab navigates inside the app (no reload): the shell listens for `push-click`.
      const focused = await client.focus().catch(() => client);
      focused.postMessage({ type: 'push-click', url });
    })(),
  );
});
