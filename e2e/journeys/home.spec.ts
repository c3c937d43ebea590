import { getSettingsEndpoint } from '@dating/shared/contracts/settings';
import { livecamTileTitle, siteText } from '@dating/shared/i18n/site-texts';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * The home page `/`: a visitor from an ad gets the site's pitch — its title, sample profiles, the live-cam
 * partners' tiles carrying the visitor's traffic source — and a member goes on to the members area.
 */
test('/ for a visitor from an ad: the site’s title, sample profiles, live-cam tiles with the tracking query; a member goes to /members', async ({
  page,
  members,
  pageErrors,
}) => {
  const settings = await callApi(page.request, getSettingsEndpoint);
  expect(settings.livecam_tiles.length, 'the demo site has live-cam partners').toBeGreaterThan(0);
  await page.goto('/?network=adnet&ref=r1');
  const home = page.locator('[data-remote="mf_landers"][data-parcel="index"]');
  await expect(home.getByRole('heading', { level: 1 })).toHaveText(settings.index_title);

  // Sample profiles, each opening the profile.
  await expect(home.locator('a[href^="/members/"]').first()).toBeVisible();

  // The partners get the visitor's traffic source, and the links say they are sponsored.
  for (const tile of settings.livecam_tiles) {
    const link = home.locator(`a[href^="${tile.url}"]`);
    await expect(link, tile.url).toHaveCount(1);
    const href = new URL((await link.getAttribute('href'))!);
    expect(Object.fromEntries(href.searchParams), tile.url).toMatchObject({ network: 'adnet', ref: 'r1' });
    expect((await link.getAttribute('rel'))?.split(/\s+/)).toContain('sponsored');
  }
  // The page's own content: the layout around it is walked on every route by accessibility.spec.ts.
  expect(await axeViolations(page), '/').toEqual([]);

  await members.login('free');
  await page.goto('/');
  await expect(page).toHaveURL(/\/members$/);
  expect(pageErrors).toEqual([]);
});

test('/ in German (locale cookie): German from the first paint on — title, description, heading, tiles — and English after a switch', async ({
  page,
  context,
  baseURL,
  pageErrors,
}, testInfo) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
  const settings = await callApi(page.request, getSettingsEndpoint);
  const german = { title: siteText(settings, 'de', 'index_title'), description: siteText(settings, 'de', 'description') };
  expect(german.title, 'the site has a German title of its own').not.toBe(settings.index_title);

  // What the server sends, before any script runs.
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(/<html lang="(\w+)"/.exec(html)?.[1]).toBe('de');
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(german.title);

  await page.goto('/');
  const home = page.locator('[data-remote="mf_landers"][data-parcel="index"]');
  await expect(home.getByRole('heading', { level: 1 })).toHaveText(german.title);
  await expect(page).toHaveTitle(german.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', german.description);
  await expect(home.getByText(german.description)).toBeVisible();
  for (const tile of settings.livecam_tiles) {
    await expect(home.locator(`a[href^="${tile.url}"]`)).toContainText(livecamTileTitle(tile, 'de', settings.default_language));
  }
  await screenshots(page, 'home-de', (name) => testInfo.outputPath(name));

  // The shell rewrites what the server wrote when the visitor picks another language.
  await page.getByRole('button', { name: /^DE\b/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(home.getByRole('heading', { level: 1 })).toHaveText(siteText(settings, 'en', 'index_title'));
  await expect(page).toHaveTitle(siteText(settings, 'en', 'index_title'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', siteText(settings, 'en', 'description'));
  expect(pageErrors).toEqual([]);
});
