import { searchMembersEndpoint } from '@dating/shared/contracts/search';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { E2E_BASE_URL } from '../support/env';
import { failedResource, login, test, expect } from '../support/fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test('the signup modal has a close button once signup is in progress, at both widths, and stays off the login page', async ({
  page,
  request,
  members,
}, testInfo) => {
  await members.login('free', { request });
  const { profiles } = await callApi(request, searchMembersEndpoint);
  const target = profiles.find((profile) => profile.fictional) ?? profiles[0];
  await page.goto(`/members/${target!.id}`);
  // The modal listens once its piece is mounted; a click before that would go unheard.
  await expect(page.locator('[data-slot="signup-modal"][data-slot-state="mounted"]')).toBeAttached();
  const dialog = page.getByRole('dialog', { name: 'Sign up to chat' });
  const close = dialog.getByRole('button', { name: 'Close' });

  await page.getByRole('button', { name: 'Send a message' }).click();
  await dialog.getByLabel('Your first message').fill('Hi from the modal');
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expect(close).toBeVisible();
    await expect(close).toBeInViewport();
  }
  await screenshots(page, 'signup-modal', (name) => testInfo.outputPath(name), { fullPage: false });
  await expect(dialog).toContainText('Already a member?');

  // Closed with the button: the draft stays, and the next request picks it up.
  await close.click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Send a message' }).click();
  await expect(dialog.getByLabel('Your first message')).toHaveValue('Hi from the modal');

  // Still in progress, the login page opens bare: no modal over it, no Login button to itself.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.goto('/pages/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('every page has a title of its own, in the visitor’s language', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in – Dating Demo');
  await page.goto('/reset-password');
  await expect(page).toHaveTitle('Reset password – Dating Demo');
  await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: E2E_BASE_URL }]);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Einloggen – Dating Demo');
  await page.goto('/reset-password');
  await expect(page).toHaveTitle('Passwort zurücksetzen – Dating Demo');
});

test('a member’s pages: titles with the unread prefix, one banner at a time, the whole page axe-clean at both widths', async ({
  page,
  members,
  expectConsoleErrors,
}, testInfo) => {
  expectConsoleErrors(failedResource(404, '/no/such/page'));
  await login(page, 'free');
  await page.goto('/chats');
  await expect(page).toHaveTitle(/^\(\d+\) Messages – Dating Demo$/);
  await page.goto('/likes');
  await expect(page).toHaveTitle(/^\(\d+\) Likes – Dating Demo$/);

  // A member who has just signed up: confirm the e-mail, add a photo, push… — one of them shows.
  // One load; the desktop's width by a resize, which lays the page out again as a load at that width would.
  await members.create();
  await page.setViewportSize(PHONE);
  await page.goto('/members');
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expect(page).toHaveTitle('Search members – Dating Demo');
    const frame = page.getByTestId('alert-frame');
    await expect(frame.locator('[data-banner]:not([hidden])')).toHaveCount(1);
    await expect(page.getByTestId('banner-pager')).toContainText(/1 of \d/);
    await expect(page.getByRole('link', { name: /^Notifications/ })).toBeVisible();
    // One header row, whatever the name.
    const header = await page.locator('header').first().boundingBox();
    expect(header!.height).toBeLessThan(70);
    expect(await axeViolations(page)).toEqual([]);
  }
  await screenshots(page, 'member-chrome', (name) => testInfo.outputPath(name), { fullPage: false });
  await page.getByTestId('banner-pager').getByRole('button', { name: 'Next notice' }).click();
  await expect(page.getByTestId('banner-pager')).toContainText(/2 of \d/);
  await page.getByRole('button', { name: /^Account: / }).click();
  await expect(page.getByRole('menuitem', { name: /^Credit balance: / })).toBeVisible();
  await screenshots(page, 'account-menu', (name) => testInfo.outputPath(name), { fullPage: false });

  // The chat list, opened from the tab bar, keeps the phone's tab bar; the error page offers the way on.
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);
  await page
    .getByTestId('member-tabs')
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page).toHaveURL('/chats');
  await expect(page.getByTestId('chats-empty')).toBeVisible();
  await expect(page.getByTestId('member-tabs')).toBeVisible();
  await expect(page.getByTestId('member-tabs')).toBeInViewport();
  await screenshots(page, 'chat-list', (name) => testInfo.outputPath(name), { fullPage: false });
  await page.goto('/no/such/page');
  await expect(page.getByRole('main').getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  await screenshots(page, 'not-found', (name) => testInfo.outputPath(name), { fullPage: false });
});
