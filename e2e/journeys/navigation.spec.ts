import { listChatsEndpoint } from '@dating/shared/contracts/chats';
import { listLikesEndpoint } from '@dating/shared/contracts/likes';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { theme } from '@dating/shared/ui/theme-tokens';
import { callApi } from '../support/api-call';
import { login, test, expect } from '../support/fixtures';

const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

test('logged out: a Login button and no member links', async ({ page }) => {
  await page.goto('/members');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^[^(]/);
});

test('logged in as the free demo member: badges and title come from her real data', async ({ page, pageErrors }) => {
  await login(page, 'free');
  const chats = await callApi(page.request, listChatsEndpoint);
  const likes = await callApi(page.request, listLikesEndpoint);
  const { user } = await callApi(page.request, getUserEndpoint);
  if (!user) throw new Error('the demo member is logged in');
  expect(chats.total_unread).toBeGreaterThan(0);
  expect(likes.total_new).toBeGreaterThan(0);

  await page.goto('/members');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: /Messages/ })).toContainText(badgeText(chats.total_unread));
  await expect(nav.getByRole('link', { name: /Likes/ })).toContainText(badgeText(likes.total_new));
  await expect(nav.getByRole('link', { name: /Get Premium/ })).toHaveAttribute('href', '/premium');
  await expect(page).toHaveTitle(new RegExp(`^\\(${chats.total_unread + likes.total_new}\\) `));
  await expect(page.getByRole('button', { name: new RegExp(user.profile.name) })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the premium demo member sees Credits leading to repeat order', async ({ page }) => {
  await login(page, 'premium');
  await page.goto('/members');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: /Credits/ })).toHaveAttribute('href', '/credits/repeat-order');
  await expect(nav.getByRole('link', { name: /Get Premium/ })).toHaveCount(0);
});

test('the account menu logs out', async ({ page }) => {
  await login(page, 'free');
  const { user } = await callApi(page.request, getUserEndpoint);
  if (!user) throw new Error('the demo member is logged in');
  await page.goto('/members');
  await page.getByRole('button', { name: new RegExp(user.profile.name) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await callApi(page.request, getUserEndpoint)).user).toBeNull();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the member links form a tab bar at the bottom of the screen, badges included', async ({ page }) => {
    await login(page, 'free');
    const chats = await callApi(page.request, listChatsEndpoint);
    await page.goto('/likes');
    const messages = page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: /Messages/ });
    await expect(messages).toContainText(badgeText(chats.total_unread));
    const box = await messages.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeGreaterThan(844 - 80);
    // The logo and the account menu stay at the top.
    const logo = await page.getByRole('navigation').first().getByRole('link', { name: 'Dating Demo' }).boundingBox();
    expect(logo!.y).toBeLessThan(80);
    // One height for the bar and for the room the page leaves it at its foot (theme.tabBar, no safe area here).
    const tabs = await page.getByTestId('member-tabs').boundingBox();
    expect(tabs!.height).toBe(theme.tabBar.height);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe(`${theme.tabBar.height}px`);
  });
});
