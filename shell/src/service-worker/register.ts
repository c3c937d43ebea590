let registration: Promise<ServiceWorkerRegistration | null> | undefined;

/** Resolves once the page has painted and loaded, and the browser is idle (or 3 s have passed). */
function afterFirstPaint(win: Window): Promise<void> {
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: 3000 });
        else win.setTimeout(resolve, 1);
      }),
  );
}

/**
 * Registers /sw.js (scope /) after the first paint, never competing with it. The same promise for
 * every caller; null where there is no service worker (old or private browsers, plain http other
 * than localhost) or the registration failed — push and offline are extras, nothing to report.
 */
export function registerServiceWorker(win: Window = window): Promise<ServiceWorkerRegistration | null> {
  if (!registration) {
    const serviceWorker = 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined;
    registration = serviceWorker
      ? afterFirstPaint(win)
          .then(() => serviceWorker.register('/sw.js', { scope: '/' }))
          .catch(() => null)
      : Promise.resolve(null);
  }
  return registration;
}
