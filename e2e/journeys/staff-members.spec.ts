import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { createPaymentEndpoint, listCreditBundlesEndpoint } from '@dating/shared/contracts/payments';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { ENTRY_ACCEPTED_KEY, expect, test } from '../support/fixtures';
import { staffLogin } from '../support/staff';

/**
 * The members pages of the staff console (issue #34): support finds a member by e-mail, opens their page and
 * refunds part of a payment through the provider; once it confirms, the member's balance drops. The purchase
 * is set up through the api and the sandbox's tester tools (buying is buy-credits.spec.ts's journey); the
 * ban with the member's open tab logged out is staff-reports.spec.ts's.
 */

/** A staff member's browser of its own. */
async function ownTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
  return context.newPage();
}

test('support finds a member by e-mail and refunds part of a payment; the member’s balance drops', async ({
  page,
  browser,
  members,
}, testInfo) => {
  test.setTimeout(45_000);
  // A member of their own: a purchase makes them premium, which the demo members must not become.
  const member = await members.create({ email: `refund-${randomUUID().slice(0, 8)}@example.test` });
  const { bundles } = await callApi(page.request, listCreditBundlesEndpoint, { query: { country: 'NL' } });
  const started = await callApi(page.request, createPaymentEndpoint, {
    body: {
      bundle: bundles[0]!.id,
      method: 'ideal',
      country: 'NL',
      client_id: randomUUID(),
      withdrawal_consent: WITHDRAWAL_CONSENT_VERSION,
    },
  });
  await page.goto(started.checkout_url!);
  await page.getByText('Tester tools: force the outcome').click();
  await page.getByRole('button', { name: 'Apply outcome and return' }).click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
  const paid = (await callApi(page.request, getUserEndpoint)).user!.credits;

  // The demo support agent: nobody else's journey logs it in, so its authenticator step is its own.
  const support = await ownTab(browser);
  await staffLogin(support.request, 'support@demo.test');
  expect((await support.goto(staffPathTo('staff-members')))?.status()).toBe(200);
  await expect(support.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await support.getByRole('searchbox', { name: 'E-mail, name, profile id or payment id' }).fill(member.email);
  await support.getByRole('button', { name: 'Search' }).click();
  const results = support.getByRole('table', { name: `1 member matching “${member.email}”` });
  await results.getByRole('link', { name: member.name }).click();
  await expect(support).toHaveURL(new RegExp(`/staff/members\\?member=${member.userId}(&|$)`));
  await expect(support.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
  await expect(support.getByRole('table', { name: 'Payments' })).toContainText(started.payment.id);
  // Support refunds; warning, suspending and banning are the moderators'.
  await expect(support.getByRole('button', { name: 'Ban' })).toHaveCount(0);
  expect(await axeViolations(support), 'the member page').toEqual([]);
  await screenshots(support, 'staff-member', (name) => testInfo.outputPath(name));

  await support.getByRole('button', { name: `Refund payment ${started.payment.id}` }).click();
  const dialog = support.getByRole('dialog', { name: `Refund payment ${started.payment.id}` });
  await dialog.getByRole('radio', { name: 'Part of it' }).check();
  await dialog.getByRole('textbox', { name: 'Amount in EUR' }).fill('4.00');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Goodwill: the chat did not load for a day');
  expect(await axeViolations(support), 'the refund dialog').toEqual([]);
  await screenshots(support, 'staff-member-refund', (name) => testInfo.outputPath(name), { fullPage: false });
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText('A refund of €4.00 was requested from the payment provider.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The provider confirms through its webhook (the api's worker delivers it): the credits are taken back.
  await expect.poll(async () => (await callApi(page.request, getUserEndpoint)).user!.credits, { timeout: 15_000 }).toBeLessThan(paid);
  await support.reload();
  await expect(support.getByRole('table', { name: 'Payments' }).getByRole('row', { name: new RegExp(started.payment.id) })).toContainText(
    '€4.00',
  );
  await support.context().close();
});
