import { getSettingsEndpoint } from '@dating/shared/contracts/settings';
import { callApi } from '../support/api-call';
import { axeViolations } from '../support/axe';
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
  expect(await axeViolations(page, { include: '[data-remote="mf_landers"][data-parcel="index"]' }), '/').toEqual([]);

  await members.login('free');
  await page.goto('/');
  await expect(page).toHaveURL(/\/members$/);
  expect(pageErrors).toEqual([]);
});
