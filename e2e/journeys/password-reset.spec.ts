import { request as playwrightRequest, type Page } from '@playwright/test';
import { getUserEndpoint, loginEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { DEMO, expect, test, failedResource } from '../support/fixtures';
import { startApi, type Running } from '../support/processes';
import { E2E_PORT } from '../support/env';
import { MAIL_LINK, waitForMailLink } from '../support/mailbox';

/**
 * Password reset end to end. Other journeys log in as the demo members with their
 * demo password at the same time, so this one changes the free member's password on a SECOND api
 * process with its own data folder (and database): nobody else's session or password is touched.
 */
test.describe.configure({ mode: 'serial' });

const NEW_PASSWORD = 'a-brand-new-password';
const LINK_INVALID = 'Link expired or invalid, request a new email';

let api: Running;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  api = await startApi(E2E_PORT + 21, {});
});

test.afterAll(async () => {
  await api?.stop();
});

const newPasswordField = (page: Page) => page.getByLabel('New password', { exact: true });
const repeatField = (page: Page) => page.getByLabel('Repeat new password', { exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save new password' });

async function logIn(page: Page, password: string): Promise<void> {
  await page.goto(`${api.url}/login`);
  await page.getByLabel('E-mail address').fill(DEMO.free.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('an unknown address is told so', async ({ page, pageErrors, expectConsoleErrors }) => {
  expectConsoleErrors(failedResource('4xx', '/api/password-reset.php'));
  await page.goto(`${api.url}/reset-password`);
  await page.getByLabel('E-mail address').fill('nobody-here@demo.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-password-error-summary')).toContainText('E-mail address not found');
  await expect(page.getByLabel('E-mail address')).toHaveValue('nobody-here@demo.test');
  expect(pageErrors).toEqual([]);
});

test('the free member resets her password by the e-mailed link, once; every other session ends', async ({
  page,
  pageErrors,
  expectConsoleErrors,
}) => {
  // The old password's login is refused (401); the used link may be answered as refused.
  expectConsoleErrors(failedResource('4xx', '/api/'));
  // Another device, logged in before the reset.
  const otherDevice = await playwrightRequest.newContext({ baseURL: api.url });
  await callApi(otherDevice, loginEndpoint, { body: DEMO.free });

  await page.goto(`${api.url}/login`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(`${api.url}/reset-password`);
  await page.getByLabel('E-mail address').fill(DEMO.free.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-password-sent')).toContainText(
    `We have sent an e-mail with a link to choose a new password to ${DEMO.free.email}.`,
  );

  // The mail is in that api's development mailbox, not the composed app's.
  const link = await waitForMailLink(page.request, DEMO.free.email, MAIL_LINK.passwordReset, api.url);
  expect(link.startsWith(`${api.url}/reset-password/do?token=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();

  // The repeat must match; nothing is sent, nothing typed is lost.
  await newPasswordField(page).fill(NEW_PASSWORD);
  await repeatField(page).fill(`${NEW_PASSWORD}-typo`);
  await saveButton(page).click();
  await expect(page.getByTestId('reset-password-do-error-summary')).toContainText('The entered passwords are not the same.');
  await expect(newPasswordField(page)).toHaveValue(NEW_PASSWORD);

  await repeatField(page).fill(NEW_PASSWORD);
  await saveButton(page).click();
  await expect(page).toHaveURL((url) => url.origin === api.url && url.pathname === '/members');
  await expect(page.getByText('Your new password has been saved. You are now logged in.')).toBeVisible();
  // That api's session, not the suite's.
  const { user } = await callApi(page.request, getUserEndpoint, { origin: api.url });
  expect(user?.email).toBe(DEMO.free.email);

  // The other device's session ended with the reset.
  expect(await callApi(otherDevice, getUserEndpoint)).toEqual({ user: null });
  await otherDevice.dispose();

  // Log out from the account menu; the old password fails, the new one works.
  await page.getByRole('button', { name: new RegExp(user!.profile.name) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Login' })).toBeVisible();

  await logIn(page, DEMO.free.password);
  await expect(page.getByText('Login failed, please try again')).toBeVisible();
  await logIn(page, NEW_PASSWORD);
  await expect(page).toHaveURL((url) => url.origin === api.url && url.pathname === '/members');

  // The same link a second time: the page says so on opening, before any password is typed.
  await page.goto(link);
  await expect(page.getByTestId('reset-password-do-invalid')).toContainText(LINK_INVALID);
  await expect(newPasswordField(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new e-mail' }).click();
  await expect(page).toHaveURL(`${api.url}/reset-password`);
  expect(pageErrors).toEqual([]);
});
