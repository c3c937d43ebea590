import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { expect, test } from '../support/fixtures';
import { linkIn, MAIL_LINK, readMails } from '../support/mailbox';

/**
 * Activation end to end: a fresh member (created through the real signup api,
 * so nobody else's account is touched) gets the confirmation e-mail in the development mailbox,
 * sees the reminder, opens the link → /activate/done and the reminder is gone; the link again →
 * /activate/error with the contact-help hint.
 */
const REMINDER = /Please confirm your e-mail address: we sent a link to/;

test('a fresh member activates by the e-mailed link; the reminder goes; the link works once', async ({ page, pageErrors, members }) => {
  const { email } = await members.create();

  await expect.poll(async () => (await readMails(page.request, email)).length).toBe(1);
  const [signupMail] = await readMails(page.request, email);
  expect(signupMail?.subject).toBe('Confirm your e-mail address');
  expect(`${signupMail?.subject} ${signupMail?.text}`).not.toMatch(/dating|flirt|sex/i);
  const firstLink = linkIn(signupMail!.text, MAIL_LINK.activation);

  await page.goto('/members');
  const reminder = page.getByTestId('activation-reminder');
  await expect(reminder).toContainText(REMINDER);
  await expect(reminder).toContainText(email);

  // Resend: a new mail, feedback, and only the newest link works.
  await reminder.getByRole('button', { name: 'Send the e-mail again' }).click();
  await expect(reminder).toContainText(`We have sent a new confirmation e-mail to ${email}.`);
  await expect.poll(async () => (await readMails(page.request, email)).length).toBe(2);
  const link = linkIn((await readMails(page.request, email))[0]!.text, MAIL_LINK.activation);
  expect(link).not.toBe(firstLink);

  await page.goto(link);
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is activated' })).toBeVisible();
  await expect(page.getByTestId('activation-reminder')).toHaveCount(0);
  const { user } = await callApi(page.request, getUserEndpoint);
  expect(user?.status).toBe('confirmed');
  expect(user?.profile.status).toBe('active');

  await page.getByRole('link', { name: 'Start searching' }).click();
  await expect(page).toHaveURL(/\/members/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(REMINDER)).toHaveCount(0);

  // Used once: the same link, and the older one, lead to the error page with the help hint.
  for (const used of [link, firstLink]) {
    await page.goto(used);
    await expect(page).toHaveURL(/\/activate\/error$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activation failed' })).toBeVisible();
    await expect(page.getByText('This activation link is invalid, has already been used or has expired.')).toBeVisible();
    await expect(page.getByTestId('activate-error-help').getByRole('link').first()).toHaveAttribute('href', /^mailto:/);
  }
  expect(pageErrors).toEqual([]);
});

test('the reminder stays away after it is dismissed', async ({ page, pageErrors, members }) => {
  await members.create();
  await page.goto('/members');
  const reminder = page.getByTestId('activation-reminder');
  await expect(reminder).toContainText(REMINDER);
  await reminder.getByRole('button', { name: 'Close the reminder' }).click();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(REMINDER)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a smartphone gets the reminder as a modal right after signup', async ({ browser, members }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
  await context.addInitScript(() => window.localStorage.setItem('shell:site-entry-accepted', '1700000000000'));
  const page = await context.newPage();
  await members.create({}, { request: page.request });
  // Where the signup flow ends (mf-account signup-session AFTER_SIGNUP).
  await page.goto('/signup-matches?api_signup_complete=1');
  const dialog = page.getByRole('dialog', { name: 'Confirm your e-mail address' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toHaveCount(0);
  await context.close();
});

test('right after signup, /signup-matches shows matching profiles that open the profile', async ({ page, pageErrors, members }) => {
  await members.create();
  await page.goto('/signup-matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Your matches' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Matching members' }).getByTestId('member-card');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  expect(pageErrors).toEqual([]);
});
