import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { confirmDirectDebitEndpoint, getDirectDebitEndpoint } from '@dating/shared/contracts/direct-debit';
import { discountedCents } from '@dating/shared/contracts/discounts';
import { getPaymentEndpoint } from '@dating/shared/contracts/payments';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { expect, failedResource, test } from '../support/fixtures';
import { waitForSmsCode } from '../support/mailbox';

/**
 * Paying by SEPA direct debit (issue #17) in the composed app: a fresh member (paying makes them premium) picks
 * SEPA direct debit on the method page, fills in the mandate form on /directdebit, confirms the mandate with the
 * code of the SMS read from the development mailbox (a wrong code first), and the payment waits for the bank: the
 * sandbox settles it a few seconds later (SANDBOX_PSP_SDD_SETTLE_SECONDS in serve.mjs) and the credits arrive.
 * Sending the form needs the consent to immediate supply (an unticked box; without it the form stays, focus on the
 * box); the receipt confirms it. axe over the form (with the consent's error too) and the code step.
 */

/** The sandbox's IBAN that settles (docs/direct-debit.md), typed the way it is printed. */
const SETTLING_IBAN = 'NL33 SBOX 0000 0000 01';

const statusOf = (page: Page) => page.getByTestId('payment-status');
const CONSENT = /I want my credits right away/;

test('a member pays by direct debit: the mandate, the SMS code, settlement and the credits', async ({
  page,
  members,
  pageErrors,
  expectConsoleErrors,
}, testInfo) => {
  test.setTimeout(60_000);
  // The wrong code's refusal (400) is logged by the browser as a failed resource.
  expectConsoleErrors(failedResource(400, confirmDirectDebitEndpoint.path));
  const member = await members.create();
  const before = (await callApi(page.request, getUserEndpoint)).user!;
  // A number of this run's own: the mailbox is read by number.
  const digits = String(randomInt(0, 10 ** 8)).padStart(8, '0');
  const phone = `+316${digits}`;

  await page.goto('/credits?country=NL');
  const bundle = page.getByTestId('bundle').first();
  const credits = Number(/(\d+) credits/.exec((await bundle.textContent()) ?? '')![1]);
  await bundle.click();
  await expect(page).toHaveURL(/\/credits\/\d+\?country=NL(&|$)/);
  const bundleId = /\/credits\/(\d+)/.exec(page.url())![1]!;
  await page
    .getByRole('group', { name: 'Payment method' })
    .getByRole('radio', { name: /SEPA direct debit/ })
    .check();
  await page.getByRole('link', { name: 'Continue with SEPA direct debit' }).click();
  // The new member's time bonus goes along: the mandate debits the discounted price the method page showed.
  await expect(page).toHaveURL(new RegExp(`/directdebit\\?bundle=${bundleId}&country=NL&discount=TIMEBONUS25$`));
  await expect(page.getByText('Code TIMEBONUS25: 25% off')).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: 'Direct debit' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Bundle' }).getByRole('radio', { name: new RegExp(`^${credits} credits`) })).toBeChecked();
  await page.getByLabel('Account holder').fill(member.name);
  await page.getByLabel('IBAN').fill(SETTLING_IBAN);
  await page.getByLabel('Mobile number').fill(`+31 6 ${digits.slice(0, 4)} ${digits.slice(4)}`);
  await page.getByLabel('I accept the SEPA direct debit mandate').check();
  const consent = page.getByRole('checkbox', { name: CONSENT });
  await expect(consent).not.toBeChecked();

  // Sending without the consent to immediate supply: no code goes out, the box says why and takes focus.
  const send = page.getByRole('button', { name: 'Send code by SMS' });
  await send.click();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAccessibleDescription('Tick the box to pay: without your consent we cannot deliver your credits right away.');
  await expect(page.getByTestId('sms-code-step')).toHaveCount(0);
  expect(await axeViolations(page), 'the mandate form, the consent refused').toEqual([]);
  await screenshots(page, 'direct-debit-form-consent-error', (name) => testInfo.outputPath(name));
  await consent.check();
  await expect(consent).not.toHaveAttribute('aria-invalid');
  expect(await axeViolations(page), 'the mandate form').toEqual([]);
  await screenshots(page, 'direct-debit-form', (name) => testInfo.outputPath(name));
  await send.click();

  const step = page.getByTestId('sms-code-step');
  await expect(step.getByRole('heading', { name: 'Enter the code from the SMS' })).toBeFocused();
  await expect(step).toContainText('We have sent a 6-digit code to');
  const code = await waitForSmsCode(page.request, phone);

  // A wrong code first: refused in place, and the step stays.
  const wrong = String((Number(code) + 1) % 10 ** 6).padStart(6, '0');
  const codeField = step.getByLabel('Code', { exact: true });
  await codeField.fill(wrong);
  await step.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(step.getByRole('alert')).toHaveText('Code invalid');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toBeFocused();
  expect(await axeViolations(page), 'the code step').toEqual([]);
  await screenshots(page, 'direct-debit-code', (name) => testInfo.outputPath(name));

  await codeField.fill(code);
  const confirmed = page.waitForResponse((response) => response.url().endsWith(confirmDirectDebitEndpoint.path));
  await step.getByRole('button', { name: 'Confirm payment' }).click();
  const answer = confirmDirectDebitEndpoint.response.parse(await (await confirmed).json());
  // The bank has not settled yet: the confirmation opens a pending payment.
  expect(answer.payment).toMatchObject({ status: 'pending', method: 'sdd', recurring: true, credits });
  expect(answer.payment.withdrawal_consent).toEqual({ version: '2026-12', given_at: expect.any(String) });
  expect(answer.payment.discount).toMatchObject({ code: 'TIMEBONUS25', value_percentage: 25 });
  expect(answer.payment.amount_cents).toBe(discountedCents(answer.payment.discount!.list_amount_cents, 25));
  await expect(page).toHaveURL(new RegExp(`/transactions/${answer.payment.id}$`));
  await expect(statusOf(page)).toHaveAttribute('data-status', 'pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Processing your payment' })).toBeVisible();

  // The sandbox settles the debit a few seconds later through the job queue; only then do the credits arrive.
  await expect(statusOf(page)).toHaveAttribute('data-status', 'completed', { timeout: 20_000 });
  await expect(page.getByTestId('status-message')).toContainText(`Credits added: ${credits}`);
  const settled = await callApi(page.request, getPaymentEndpoint, { query: { id: answer.payment.id } });
  expect(settled.payment.status).toBe('completed');
  expect((await callApi(page.request, getUserEndpoint)).user!).toMatchObject({ credits: before.credits + credits, paid_user: true });
  // The receipt confirms the consent given on the mandate form, with its time and wording.
  const confirmedConsent = page.getByRole('article', { name: 'Receipt' }).getByRole('region', { name: 'Immediate delivery' });
  await expect(confirmedConsent).toContainText('You asked for your credits to be delivered right away');
  await expect(confirmedConsent).toContainText(/Consent given on .+ \(wording 2026-12\)/);

  // The number is kept on the member: the next mandate form starts with it.
  expect(await callApi(page.request, getDirectDebitEndpoint)).toEqual({ blocked: false, phone });
  expect(pageErrors).toEqual([]);
});
