import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/** The language the worker keeps for its offline page (shell/src/service-worker/worker-state.ts). */
function workerLocale(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const answer = await (await caches.open('worker-state')).match('/__worker-state.json');
    return answer ? (((await answer.json()) as { locale?: string }).locale ?? null) : null;
  });
}

// The journeys are run without the site's service worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

test('the shell registers its service worker; the site installs; offline pages answer in the member’s language', async ({
  page,
  context,
  pageErrors,
  expectConsoleErrors,
}) => {
  // Going offline fails what the page still loads then (photos, the icon, a remote's late locale chunk): the
  // browser reports each, as ERR_FAILED when the worker's own fetch of it failed.
  expectConsoleErrors(/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED) /);
  await page.goto('/members');
  // Registered by the shell after the first paint, then active; from the next load on it controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);

  // The manifest the page links, and Chromium's own installability check of page, manifest, icons and worker.
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Dating Demo', start_url: '/members', display: 'standalone', theme_color: '#8e0f5c' });
  for (const icon of manifest.icons as { src: string }[]) {
    const file = await page.request.get(icon.src);
    expect([icon.src, file.status(), file.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
  }
  const cdp = await context.newCDPSession(page);
  const linked = await cdp.send('Page.getAppManifest');
  expect(linked.url).toMatch(/\/manifest\.webmanifest$/);
  expect(linked.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito, where Chromium installs nothing; every other check must pass.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  // Offline: every request of the context fails, the worker's own fetches included (Playwright routes
  // them through the context in Chromium). Pages come from the worker's offline page.
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await page.goto('/likes');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Dating Demo', { exact: true })).toBeVisible();

  // The page tells the worker the member's language; a restarted worker reads it from the Cache Storage.
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'locale', locale: 'de' }));
  await expect.poll(() => workerLocale(page)).toBe('de');
  await page.goto('/chats');
  await expect(page.getByRole('heading', { level: 1, name: 'Du bist offline' })).toBeVisible();

  // Back online, "Try again" loads the page itself.
  await context.unrouteAll();
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Du bist offline' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/(chats|login)/);
  expect(pageErrors).toEqual([]);
});
