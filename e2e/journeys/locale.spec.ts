import { getUserEndpoint, updateUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { failedResource, login, test, expect } from '../support/fixtures';
import { textIn } from '../support/texts';

// The language a page opens in: cookie → the site's domain language (when supported) → the browser's languages → en.
// Chromium resolves every *.localhost name to this machine; the api picks the site by Host.
const siteUrl = (host: string, baseURL: string | undefined) => baseURL!.replace('127.0.0.1', host);

test("the site's domain language wins over the browser language", async ({ page, baseURL, expectConsoleErrors }) => {
  // de.localhost lets visitors search only with a traffic source: the page's search is refused (it asks to log in).
  expectConsoleErrors(failedResource(403, '/api/search.php'));
  await page.goto(`${siteUrl('de.localhost', baseURL)}/members`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: textIn('shell', 'de', 'Login') })).toBeVisible();
});

test.describe('browser language', () => {
  test.use({ locale: 'da-DK' });
  test('on a site without a language of its own, the browser language is used', async ({ page, baseURL }) => {
    await page.goto(`${siteUrl('world.localhost', baseURL)}/members`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(page.getByRole('link', { name: textIn('shell', 'da', 'Login') })).toBeVisible();
  });
});

test.describe('unsupported browser language', () => {
  test.use({ locale: 'pt-BR' });
  test('falls back to English', async ({ page, baseURL }) => {
    await page.goto(`${siteUrl('world.localhost', baseURL)}/members`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('locale cookie', () => {
  test.use({ locale: 'de-DE' });
  test('the i18n_redirected cookie wins over the browser language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'sv', url: baseURL! }]);
    await page.goto('/members');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('link', { name: textIn('shell', 'sv', 'Login') })).toBeVisible();
    // The remote's own texts follow too (lazily loaded per locale).
    await expect(page.locator('[data-remote="mf_search"] h1')).toHaveText(textIn('mf-search', 'sv', 'Search members'));
  });
});

test('the language switcher changes the texts, <html lang> and the cookie, and it sticks', async ({ page, context }) => {
  await page.goto('/members');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('link', { name: textIn('shell', 'nl', 'Login') })).toBeVisible();
  await expect(page.locator('[data-remote="mf_search"] h1')).toHaveText(textIn('mf-search', 'nl', 'Search members'));
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('nl');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('a logged-in member who switches language has it saved to the user record', async ({ page }) => {
  await login(page, 'premium');
  try {
    await page.goto('/members');
    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect.poll(async () => (await callApi(page.request, getUserEndpoint)).user?.language).toBe('de');
  } finally {
    // The demo member is shared by other journeys: leave her as she was.
    await callApi(page.request, updateUserEndpoint, { body: { language: 'en' } });
  }
});
