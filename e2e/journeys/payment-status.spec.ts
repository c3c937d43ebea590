import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { PaymentMethod } from '@dating/shared/contracts/payment-methods';
import { createPaymentEndpoint, listCreditBundlesEndpoint, type PaymentResponse } from '@dating/shared/contracts/payments';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * The payment's status page in the composed app: payments started through the api, paid (or not) on the
 * sandbox PSP's hosted checkout, and the member back on /transactions/<id> as the provider sends them, the
 * page switching when the webhook has gone through. Axe over each state.
 */

/** Starts buying the Netherlands' smallest bundle with `method`, as the credits page would. */
async function startPayment(request: APIRequestContext, method: PaymentMethod): Promise<PaymentResponse> {
  const { bundles } = await callApi(request, listCreditBundlesEndpoint, { query: { country: 'NL' } });
  return callApi(request, createPaymentEndpoint, {
    body: { bundle: bundles[0]!.id, method, country: 'NL', client_id: randomUUID(), withdrawal_consent: WITHDRAWAL_CONSENT_VERSION },
  });
}

const statusOf = (page: Page) => page.getByTestId('payment-status');

test('a failed iDEAL payment: back on its page it says so and offers another method', async ({ page, members }, testInfo) => {
  await members.login('free');
  const started = await startPayment(page.request, 'ideal');

  // Before paying, the page says it is processing.
  await page.goto(`/transactions/${started.payment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Processing your payment' })).toBeVisible();
  await screenshots(page, 'payment-pending', (name) => testInfo.outputPath(name));

  await page.goto(started.checkout_url!);
  await page.getByText('Tester tools: force the outcome').click();
  await page.getByRole('radio', { name: /^failed/ }).check();
  await page.getByRole('button', { name: 'Apply outcome and return' }).click();

  await expect(page).toHaveURL(new RegExp(`/transactions/${started.payment.id}$`));
  await expect(statusOf(page)).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeFocused();
  const another = page.getByRole('link', { name: 'Choose another payment method' });
  await expect(another).toHaveAttribute('href', '/credits');
  expect(await axeViolations(page, { labelsInNames: false }), 'the failed payment').toEqual([]);
  await screenshots(page, 'payment-failed', (name) => testInfo.outputPath(name));

  await another.click();
  await expect(page).toHaveURL(/\/credits$/);
});

test('a card payment with 3-D Secure completes: the receipt, the list, and premium', async ({ page, members }, testInfo) => {
  test.setTimeout(60_000);
  // A member of its own: completing a payment makes them premium, which the demo members must not become.
  await members.create({}, { activated: true });
  const started = await startPayment(page.request, 'visa');

  await page.goto(started.checkout_url!);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Test Member');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByLabel('Confirmation code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(new RegExp(`/transactions/${started.payment.id}$`));
  await expect(statusOf(page)).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
  await expect(page.getByTestId('status-message')).toContainText(`Credits added: ${started.payment.credits}`);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText(started.payment.id);
  await expect(receipt).toContainText('Visa');
  await expect(receipt.getByTestId('receipt-seller')).toBeVisible();
  await expect(receipt).toContainText('Including VAT (21%)');
  expect(await axeViolations(page, { labelsInNames: false }), 'the completed payment and its receipt').toEqual([]);
  await screenshots(page, 'payment-completed', (name) => testInfo.outputPath(name));

  // Printed, only the receipt shows.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('payment-status')).toBeHidden();
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/transactions');
  const row = page.getByTestId('payment-row').first();
  await expect(row).toContainText('Completed');
  expect(await axeViolations(page, { labelsInNames: false }), 'the list of payments').toEqual([]);
  await screenshots(page, 'payments-list', (name) => testInfo.outputPath(name));
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${started.payment.id}$`));
  await expect(receipt).toBeVisible();

  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'You are a premium member' })).toBeVisible();
  expect(await axeViolations(page, { labelsInNames: false }), 'premium for a premium member').toEqual([]);
  await screenshots(page, 'premium-member', (name) => testInfo.outputPath(name));
});

test('/premium for a free member: the benefits, the claim and the way to buy', async ({ page, members }, testInfo) => {
  await members.login('free');
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Get Premium' })).toBeVisible();
  await expect(page.getByTestId('premium-claim')).toContainText('46%');
  expect(await axeViolations(page, { labelsInNames: false }), 'premium for a free member').toEqual([]);
  await screenshots(page, 'premium-free', (name) => testInfo.outputPath(name));
});
