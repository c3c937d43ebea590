import { login, test, expect } from '../support/fixtures';

test('an unknown path shows the 404 page with a way home', async ({ page, pageErrors }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-remote="mf_landers"][data-parcel="index"]')).toBeAttached();
  expect(pageErrors).toEqual([]);
});

test('a route whose parameter fails validation is a 404 too', async ({ page }) => {
  for (const path of ['/likes/nonsense', '/members/abc', '/landers/unknown-lander', '/credits/5/bitcoin']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('This page could not be found'), path).toBeVisible();
  }
});

test('a profile that is not there for the viewer is a 404 page, for a visitor and for a member', async ({ page }) => {
  const unknown = 2_147_483_647;
  const response = await page.goto(`/members/${unknown}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();

  await login(page, 'free');
  for (const path of [`/members/${unknown}`, `/likes/m/${unknown}`]) {
    const asMember = await page.goto(path);
    expect(asMember?.status(), path).toBe(404);
    await expect(page.getByText('This page could not be found'), path).toBeVisible();
  }
});
