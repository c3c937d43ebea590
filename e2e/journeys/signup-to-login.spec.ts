import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { expect, test } from '../support/fixtures';
import { linkIn, MAIL_LINK, readMails } from '../support/mailbox';
import { signUp } from '../support/signup';

/**
 * From signup to a second login: a fresh member signs up through every step
 * in the browser, reads the confirmation e-mail in the development mailbox, activates by its link
 * (→ /activate/done), logs out from the account menu, logs in again with the same credentials and
 * lands in the members area with no activation reminder.
 */
test(
  'sign up in the browser, activate from the mailbox, log out, log in again',
  { tag: '@notification-prompt' },
  async ({ page, pageErrors }) => {
    const member = await signUp(page, { about_me: 'Signed up to log in again' });

    // The last two steps: push opt-in (declined) and the confirm-your-e-mail step.
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
    await page.getByRole('button', { name: 'Start browsing' }).click();
    await expect(page).toHaveURL(/\/signup-matches\?api_signup_complete=1$/);

    // The confirmation e-mail, from the development mailbox.
    await expect.poll(async () => (await readMails(page.request, member.email)).length).toBe(1);
    const [mail] = await readMails(page.request, member.email);
    expect(mail?.subject).toBe('Confirm your e-mail address');
    const link = linkIn(mail?.text, MAIL_LINK.activation);

    await page.goto(link);
    await expect(page).toHaveURL(/\/activate\/done$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is activated' })).toBeVisible();

    // Log out from the account menu.
    await page.getByRole('button', { name: new RegExp(member.name) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await callApi(page.request, getUserEndpoint)).user).toBeNull();

    // Log in again with the same credentials.
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByRole('button', { name: new RegExp(member.name) })).toBeVisible();
    await expect(page.getByTestId('activation-reminder')).toHaveCount(0);
    await expect(page.getByText(/Please confirm your e-mail address/)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  },
);
