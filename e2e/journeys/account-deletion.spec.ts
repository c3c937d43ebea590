import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { expect, test, failedResource } from '../support/fixtures';
import { MAIL_LINK, waitForMailLink } from '../support/mailbox';
import type { Member } from '../support/members';

/**
 * Deletion and reactivation: a fresh member downloads their data, deletes the account
 * through the flow from settings, is offered reactivation when logging in again, and comes back
 * through the e-mailed link's page (a button: opening the link alone does nothing). A fresh member each run: the demo members other journeys use stay as they are.
 */
test.describe.configure({ mode: 'serial' });

let member: Member;

test('a member downloads their data as a ZIP with data.json', async ({ page, pageErrors, members }) => {
  member = await members.create();
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Your data and account' });
  await expect(section).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Download my data (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('my-data.zip');
  const file = await download.path();
  const { readFileSync } = await import('node:fs');
  const bytes = readFileSync(file);
  // A ZIP (local file header "PK\3\4") whose first entry is data.json.
  expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
  expect(bytes.toString('latin1')).toContain('data.json');
  expect(bytes.toString('latin1')).not.toContain('argon2');
  expect(pageErrors).toEqual([]);
});

test('deleting through the flow hides the account and logs out; logging in offers reactivation', async ({
  page,
  pageErrors,
  members,
  expectConsoleErrors,
}) => {
  // The logins refused: a wrong password (401), then the right one for an account pending deletion (409).
  expectConsoleErrors(failedResource('4xx', '/api/user.php'));
  await members.loginThroughForm(member);
  await expect(page).toHaveURL(/\/members/);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await dialog.getByRole('radio', { name: 'I want to take a break' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Before you go' })).toBeVisible();
  await expect(dialog.getByTestId('delete-offer-discount')).toContainText('% off your next credits');
  await dialog.getByRole('button', { name: 'Claim my discount' }).click();
  await expect(dialog.getByRole('status')).toContainText(/Your code STAY\d+ \(\d+% off\) is saved to your account for 30 days\./);
  await dialog.getByRole('button', { name: 'Continue deleting' }).click();
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  // The session is gone on the server too.
  expect((await callApi(page.request, getUserEndpoint)).user).toBeNull();

  // A wrong password tells nothing about the account; the right one offers reactivation.
  await members.loginThroughForm({ email: member.email, password: 'not-the-password' });
  await expect(page.getByTestId('login-error-summary')).toContainText('Login failed, please try again');
  await expect(page.getByTestId('login-reactivate')).toHaveCount(0);
  await members.loginThroughForm(member);
  await expect(page.getByRole('heading', { name: 'Your account is scheduled for deletion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate my account' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the e-mailed link opens a page whose button reactivates once and lands in the members area, welcomed back', async ({
  page,
  pageErrors,
  expectConsoleErrors,
}) => {
  // The link's second use is refused by the api.
  expectConsoleErrors(failedResource('4xx', '/api/'));
  const link = await waitForMailLink(page.request, member.email, MAIL_LINK.reactivation);
  // Opening the link (as a mail scanner would) does nothing by itself.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reactivate your account' })).toBeVisible();
  expect((await callApi(page.request, getUserEndpoint)).user).toBeNull();

  await page.getByRole('button', { name: 'Reactivate my account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('alert-frame')).toContainText('Welcome back! Your account is active again.');
  expect((await callApi(page.request, getUserEndpoint)).user?.email).toBe(member.email);

  // A second use of the link explains itself.
  await page.goto(link);
  await page.getByRole('button', { name: 'Reactivate my account' }).click();
  await expect(page).toHaveURL(/\/account-deleted\?reactivation=failed$/);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();

  // A link mailed before the confirm page existed opens the page too, without acting.
  const token = new URL(link).searchParams.get('reactivate')!;
  await page.goto(`/api/account-reactivate.php?token=${token}`);
  await expect(page).toHaveURL(new RegExp(`/account-deleted\\?reactivate=${token}$`));
  await expect(page.getByRole('button', { name: 'Reactivate my account' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
