import { DEMO, test, expect } from '../support/fixtures';

// Login is required to chat, like, see likes, buy credits and manage the account.
test('a visitor on a members-only page logs in and comes back to it', async ({ page, pageErrors }) => {
  await page.goto('/likes/sent?from=mail');
  await expect(page).toHaveURL(/\/login\?redirect=%2Flikes%2Fsent%3Ffrom%3Dmail$/);
  await expect(page.locator('[data-remote="mf_likes"]')).toHaveCount(0);
  await page.getByLabel('E-mail address').fill(DEMO.free.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.free.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/likes\/sent\?from=mail$/);
  await expect(page.locator('[data-remote="mf_likes"][data-parcel="likes"]')).toBeAttached();
  expect(pageErrors).toEqual([]);
});

test('public pages stay open to visitors', async ({ page }) => {
  for (const path of ['/members', '/pricing', '/pages/faq', '/']) {
    await page.goto(path);
    await expect(page, path).not.toHaveURL(/\/login/);
  }
});
