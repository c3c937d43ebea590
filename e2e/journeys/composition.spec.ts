import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { DEMO, login, test, expect } from '../support/fixtures';
import { COUNT_REACT_RENDERERS } from '../support/react-count';
import { REPO_ROOT, startApi, startStaticServer } from '../support/processes';
import { E2E_PORT } from '../support/env';

test('exactly one React runs the page, however many remotes are mounted', async ({ page, pageErrors }) => {
  await page.addInitScript(COUNT_REACT_RENDERERS);
  await login(page, 'free');
  await page.goto('/members');
  await expect(page.locator('[data-remote="mf_search"][data-parcel="members"]')).toBeAttached();
  // Client-side navigation keeps one page alive while three more remotes mount into it.
  const nav = page.getByRole('navigation').first();
  await nav.getByRole('link', { name: 'Likes' }).click();
  await expect(page.locator('[data-remote="mf_likes"][data-parcel="likes"]')).toBeAttached();
  await nav.getByRole('link', { name: 'Get Premium' }).click();
  await expect(page.locator('[data-remote="mf_payments"][data-parcel="premium"]')).toBeAttached();
  // Last: the chat layout has no top navigation.
  await nav.getByRole('link', { name: 'Messages' }).click();
  await expect(page.locator('[data-remote="mf_chat"][data-parcel="chats"]')).toBeAttached();
  const renderers = await page.evaluate(() => (window as unknown as { __reactRenderers: string[] }).__reactRenderers);
  expect(renderers).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test('a remote whose files fail to load shows the fallback in its slot while the rest works', async ({ page, expectConsoleErrors }) => {
  // The aborted requests, and the federation runtime's and the shell's reports of the failed remote.
  expectConsoleErrors(/net::ERR_FAILED/, /mf[_-]likes/, /Federation Runtime/i);
  await login(page, 'free');
  await page.route('**/mf/mf-likes/**', (route) => route.abort('failed'));
  await page.goto('/likes');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button')).toBeVisible();
  // The page around it still works: navigation and footer render, and another remote loads.
  await expect(fallback).toHaveCount(1);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto('/members');
  await expect(page.locator('[data-remote="mf_search"][data-parcel="members"]')).toBeAttached();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});

test('the retry button in the fallback loads the remote once it is reachable again', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors(/net::ERR_FAILED/, /mf[_-]payments/, /Federation Runtime/i);
  let blocked = true;
  await page.route('**/mf/mf-payments/**', (route) => (blocked ? route.abort('failed') : route.fallback()));
  await page.goto('/pricing');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  blocked = false;
  await page.getByTestId('remote-fallback').getByRole('button').click();
  await expect(page.locator('[data-remote="mf_payments"][data-parcel="pricing"]')).toBeAttached();
});

test.describe('a remote moved to another host', () => {
  const moved = { root: '', staticPort: E2E_PORT + 11, apiPort: E2E_PORT + 12 };
  let staticServer: Awaited<ReturnType<typeof startStaticServer>>;
  let api: Awaited<ReturnType<typeof startApi>>;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    // A copy of the built mf-likes, served from its own origin: nothing of the shell is rebuilt.
    moved.root = mkdtempSync(join(tmpdir(), 'moved-likes-'));
    cpSync(join(REPO_ROOT, 'mf-likes', 'dist'), join(moved.root, 'likes-v2'), { recursive: true });
    staticServer = await startStaticServer(moved.staticPort, moved.root);
    api = await startApi(moved.apiPort, { REMOTE_URL_MF_LIKES: `${staticServer.url}/likes-v2/mf-manifest.json` });
  });

  test.afterAll(async () => {
    await api?.stop();
    await staticServer?.stop();
    rmSync(moved.root, { recursive: true, force: true });
  });

  test('is loaded from its new URL, named only in remotes.json', async ({ page, pageErrors }) => {
    const map = await (await page.request.get(`${api.url}/remotes.json`)).json();
    expect(map.remotes.mf_likes).toBe(`${staticServer.url}/likes-v2/mf-manifest.json`);
    const fromOriginalPlace: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf/mf-likes/')) fromOriginalPlace.push(request.url());
    });
    // Another api than the suite's: the session lands on this origin.
    const { user } = await callApi(page.request, loginEndpoint, { body: DEMO.free, origin: api.url });
    expect(user?.email).toBe(DEMO.free.email);
    await page.goto(`${api.url}/likes`);
    await expect(page.locator('[data-remote="mf_likes"][data-parcel="likes"]')).toBeAttached();
    expect(staticServer.requests).toContain('/likes-v2/mf-manifest.json');
    expect(staticServer.requests.some((path) => path.endsWith('.js'))).toBe(true);
    expect(fromOriginalPlace).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
