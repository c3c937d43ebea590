import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  createPaymentEndpoint,
  getPaymentEndpoint,
  listCreditBundlesEndpoint,
  listPaymentsEndpoint,
} from '@dating/shared/contracts/payments';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { payByCard } from '../support/sandbox-checkout';

/**
 * Buying the last order again (issue #17) in the composed app: a fresh member (buying makes them premium, which
 * the demo members must not become) pays a bundle by card on the sandbox provider's checkout, which keeps the
 * card; the nav's Credits link then leads a paid member to /credits/repeat-order, where "Buy again" charges the
 * kept card without any checkout. The sandbox's decline-on-repeat card ends that charge failed, and the status
 * page offers a retry or PayPal. axe over the repeat-order screen and the failed recurring charge.
 */

const statusOf = (page: Page) => page.getByTestId('payment-status');

/** Every checkout page the browser opens from now on: a one-click charge must open none. */
function checkoutsOpened(page: Page): string[] {
  const opened: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sandbox-psp/checkout')) opened.push(request.url());
  });
  return opened;
}

test('a member who paid by card buys the same bundle again in one click', async ({ page, members, pageErrors }, testInfo) => {
  test.setTimeout(60_000);
  await members.create();
  const before = (await callApi(page.request, getUserEndpoint)).user!;

  await page.goto('/credits?country=NL');
  const bundle = page.getByTestId('bundle').first();
  const credits = Number(/(\d+) credits/.exec((await bundle.textContent()) ?? '')![1]);
  await bundle.click();
  await expect(page).toHaveURL(/\/credits\/\d+\?country=NL(&|$)/);
  await page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: /^Visa/ }).check();
  await page.getByTestId('withdrawal-consent').getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await payByCard(page, '4111 1111 1111 1111');
  await expect(statusOf(page)).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });

  // A fresh page reads the member again: paid now, so the nav's Credits link leads to the repeat order.
  await page.goto('/credits');
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: /Credits/ })
    .click();
  await expect(page).toHaveURL(/\/credits\/repeat-order$/);
  const order = page.getByTestId('last-order');
  await expect(order).toContainText(`${credits} credits`);
  await expect(order).toContainText('Visa');
  await expect(order).toContainText('Saved: Visa •••• 1111');
  await expect(order).toContainText('Paid at once with your saved payment method');
  expect(await axeViolations(page), 'the repeat order').toEqual([]);
  await screenshots(page, 'repeat-order', (name) => testInfo.outputPath(name));

  const checkouts = checkoutsOpened(page);
  // A repeat is a purchase of its own: its own consent to immediate supply.
  await order.getByRole('checkbox', { name: /I want my credits right away/ }).check();
  await order.getByRole('button', { name: 'Buy again' }).click();
  await expect(page).toHaveURL(/\/transactions\/[\w-]+$/);
  await expect(statusOf(page)).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
  await expect(page.getByTestId('status-message')).toContainText(`Credits added: ${credits}`);
  expect(checkouts, 'a one-click charge opens no checkout').toEqual([]);

  // Bought once: two payments in all, the newest charged through the kept card, and the bundle's credits twice.
  const repeatId = new URL(page.url()).pathname.split('/').at(-1)!;
  const { payments } = await callApi(page.request, listPaymentsEndpoint);
  expect(payments.map(({ id, status, method, recurring }) => ({ id, status, method, recurring }))).toEqual([
    { id: repeatId, status: 'completed', method: 'visa', recurring: true },
    { id: expect.any(String), status: 'completed', method: 'visa', recurring: false },
  ]);
  const after = (await callApi(page.request, getUserEndpoint)).user!;
  expect(after.credits).toBe(before.credits + 2 * credits);
  expect(pageErrors).toEqual([]);
});

test('the premium demo member’s card purchase, not kept at its checkout: found, said why, one tap to the same bundle', async ({
  page,
  members,
  pageErrors,
}, testInfo) => {
  // Sophie lives in Berlin; the seed records her purchase (400 credits by credit card) without a kept card.
  await members.login('premium');
  await page.goto('/credits/repeat-order');
  const order = page.getByTestId('last-order');
  await expect(order).toContainText('400 credits');
  await expect(order).toContainText('Credit card');
  await expect(order.getByTestId('not-repeatable')).toContainText(
    "The payment details of your last order (Credit card) were not saved, so it can't be repeated in one click.",
  );
  await expect(order.getByRole('button', { name: 'Buy again' })).toHaveCount(0);
  expect(await axeViolations(page), 'the order that cannot be repeated').toEqual([]);
  await screenshots(page, 'repeat-order-not-repeatable', (name) => testInfo.outputPath(name));

  await order.getByRole('link', { name: 'Buy this bundle again' }).click();
  await expect(page).toHaveURL(/\/credits\/\d+\/creditcard\?country=DE$/);
  await expect(page.getByText('Payment country: Germany')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: /Credit card/ })).toBeChecked();
  // On the phone the chosen method and Pay stay at the bottom of the screen, above the tab bar, from the top on.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.getByTestId('pay-bar');
  await expect(bar).toContainText('Credit card');
  await expect(bar.getByRole('button', { name: /^Pay / })).toBeInViewport();
  await screenshots(page, 'checkout-sticky', (name) => testInfo.outputPath(name), { fullPage: false });
  expect(pageErrors).toEqual([]);
});

test('a kept card declined when charged again: the status page offers a retry or PayPal', async ({
  page,
  members,
  pageErrors,
}, testInfo) => {
  test.setTimeout(60_000);
  await members.create();
  // The first purchase as the credits page starts it (the journey above walks that way): the smallest Dutch bundle.
  const { bundles } = await callApi(page.request, listCreditBundlesEndpoint, { query: { country: 'NL' } });
  const bundle = bundles[0]!;
  const started = await callApi(page.request, createPaymentEndpoint, {
    body: { bundle: bundle.id, method: 'visa', country: 'NL', client_id: randomUUID(), withdrawal_consent: WITHDRAWAL_CONSENT_VERSION },
  });
  await page.goto(started.checkout_url!);
  await payByCard(page, '4000 0000 0000 0341');
  await expect(statusOf(page)).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
  const paid = (await callApi(page.request, getUserEndpoint)).user!;

  await page.goto('/credits/repeat-order');
  const order = page.getByTestId('last-order');
  await expect(order).toContainText('Saved: Visa •••• 0341');
  // A repeat is a purchase of its own: its own consent to immediate supply.
  await order.getByRole('checkbox', { name: /I want my credits right away/ }).check();
  await order.getByRole('button', { name: 'Buy again' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/transactions/${started.payment.id}$`));
  await expect(page).toHaveURL(/\/transactions\/[\w-]+$/);
  const declinedId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(statusOf(page)).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeFocused();
  const offer = page.getByTestId('recurring-failure');
  await expect(offer).toContainText('Your saved payment method was declined.');
  const paypal = offer.getByRole('link', { name: 'Pay with PayPal' });
  await expect(paypal).toHaveAttribute('href', `/credits/${bundle.id}/paypal?country=NL`);
  expect(await axeViolations(page, { labelsInNames: false }), 'the declined recurring charge').toEqual([]);
  await screenshots(page, 'repeat-order-declined', (name) => testInfo.outputPath(name));

  // Try again is a new attempt: another payment, declined as well by this card.
  await offer.getByRole('checkbox', { name: /I want my credits right away/ }).check();
  await offer.getByRole('button', { name: 'Try again' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/transactions/${declinedId}$`));
  await expect(page).toHaveURL(/\/transactions\/[\w-]+$/);
  const retryId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(statusOf(page)).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
  // The page may show the outcome a moment before the api's read of that payment has it (the status page
  // learns it from the provider's answer): ask until it does.
  await expect
    .poll(async () => (await callApi(page.request, getPaymentEndpoint, { query: { id: retryId } })).payment, { timeout: 15_000 })
    .toMatchObject({ status: 'failed', recurring: true, method: 'visa' });

  await page.getByTestId('recurring-failure').getByRole('link', { name: 'Pay with PayPal' }).click();
  await expect(page).toHaveURL(new RegExp(`/credits/${bundle.id}/paypal\\?country=NL$`));
  await expect(page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: /PayPal/ })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();

  // The declined charges added nothing.
  expect((await callApi(page.request, getUserEndpoint)).user!.credits).toBe(paid.credits);
  expect(pageErrors).toEqual([]);
});
