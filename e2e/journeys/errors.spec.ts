import { login, test, expect, failedResource } from '../support/fixtures';

test('an unknown path shows the 404 page with a way home', async ({ page, pageErrors, expectConsoleErrors }) => {
  // The browser logs the page's own 404 answer.
  expectConsoleErrors(failedResource(404, '/no/such/page'));
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-remote="mf_landers"][data-parcel="index"]')).toBeAttached();
  expect(pageErrors).toEqual([]);
});

test('a route whose parameter fails validation is a 404 too', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors(failedResource(404, '/'));
  for (const path of ['/likes/nonsense', '/members/abc', '/landers/unknown-lander', '/credits/5/bitcoin']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('This page could not be found'), path).toBeVisible();
  }
});

test('a profile that is not there for the viewer is a 404 page, for a visitor and for a member', async ({ page, expectConsoleErrors }) => {
  // The pages' own 404 answers, and the profile calls answered 404 too.
  expectConsoleErrors(failedResource(404, '/'));
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
