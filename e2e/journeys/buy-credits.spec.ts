import { getPaymentEndpoint, listCreditBundlesEndpoint } from '@dating/shared/contracts/payments';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { payByCard } from '../support/sandbox-checkout';

/**
 * Buying credits in the composed app: a free member (a fresh one, so the demo members stay free for the
 * other journeys) chooses the popular bundle on /credits, pays with iDEAL on the sandbox provider's page,
 * comes back to the payment's status page, and the webhook (delivered by the api's job worker) credits
 * the bundle and makes them premium. Paying needs the consent to immediate supply (an unticked box; Pay without
 * it says so there), and the receipt confirms it. In the Netherlands no method carries a fee: a card pays the
 * bundle's price. axe over /credits, the method page (with the consent's error too) and the receipt.
 */

const CONSENT = /I want my credits right away/;

test('a free member buys the popular bundle with iDEAL and becomes premium', async ({ page, members, pageErrors }, testInfo) => {
  await members.create();
  const before = (await callApi(page.request, getUserEndpoint)).user!;
  expect(before.paid_user).toBe(false);

  await page.goto('/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
  await expect(page.getByText('Premium members have a 46% higher chance of success.')).toBeVisible();
  await page.getByLabel('Payment country').selectOption('NL');
  await expect(page).toHaveURL(/\/credits\?country=NL$/);
  const popular = page.getByTestId('bundle').filter({ hasText: 'Most popular' });
  await expect(popular).toHaveCount(1);
  await expect(popular).toContainText('€');
  const credits = Number(/(\d+) credits/.exec((await popular.textContent()) ?? '')![1]);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'credits', (name) => testInfo.outputPath(name));

  await popular.click();
  // A new member's time bonus is applied without typing, and carried to the method page.
  await expect(page).toHaveURL(/\/credits\/\d+\?country=NL&discount=TIMEBONUS25$/);
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio', { name: /iDEAL/ })).toBeVisible();
  // Chromium has no ApplePaySession: Apple Pay is not offered.
  await expect(methods.getByRole('radio', { name: /Apple Pay/ })).toHaveCount(0);
  await methods.getByRole('radio', { name: /iDEAL/ }).check();
  const pay = page.getByRole('button', { name: /^Pay / });
  await expect(pay).toHaveText(/^Pay €\d+\.\d\d$/);
  const logo = methods.locator('img').first();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const consent = page.getByRole('checkbox', { name: CONSENT });
  await expect(consent).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'payment-method', (name) => testInfo.outputPath(name));

  // Pay without the consent: nothing opens, the box says why and takes focus.
  await pay.click();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAccessibleDescription('Tick the box to pay: without your consent we cannot deliver your credits right away.');
  await expect(page).toHaveURL(/\/credits\/\d+\?/);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'payment-method-consent-error', (name) => testInfo.outputPath(name));
  await consent.check();
  await expect(consent).not.toHaveAttribute('aria-invalid');
  await pay.click();
  await expect(page).toHaveURL(/\/sandbox-psp\/checkout\//);
  await page.getByRole('group', { name: 'Choose your bank' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/transactions\/[\w-]+$/);
  const paymentId = new URL(page.url()).pathname.split('/').at(-1)!;
  // Only the provider's webhook moves a payment: the api's job worker delivers it within seconds.
  await expect
    .poll(async () => (await callApi(page.request, getPaymentEndpoint, { query: { id: paymentId } })).payment.status, { timeout: 20_000 })
    .toBe('completed');
  const after = (await callApi(page.request, getUserEndpoint)).user!;
  expect(after).toMatchObject({ credits: before.credits + credits, paid_user: true });

  // The receipt confirms the consent, with its time and wording.
  const receipt = page.getByRole('article', { name: 'Receipt' });
  const confirmed = receipt.getByRole('region', { name: 'Immediate delivery' });
  await expect(confirmed).toContainText('You asked for your credits to be delivered right away');
  await expect(confirmed).toContainText(/Consent given on .+ \(wording 2026-12\)/);
  const { payment } = await callApi(page.request, getPaymentEndpoint, { query: { id: paymentId } });
  expect(payment.withdrawal_consent).toEqual({ version: '2026-12', given_at: expect.any(String) });
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'receipt-consent', (name) => testInfo.outputPath(name));

  // The navigation follows: Credits instead of Get Premium (a fresh page reads the member again).
  await page.goto('/credits');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: /Credits/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Get Premium/ })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a Dutch member paying by card sees no fee: one price, the bundle’s, charged as shown', async ({ page, members, pageErrors }) => {
  await members.create();
  const { bundles } = await callApi(page.request, listCreditBundlesEndpoint, { query: { country: 'NL' } });
  const bundle = bundles[0]!;
  const price = `€${(bundle.amount_cents / 100).toFixed(2)}`;
  await page.goto(`/credits/${bundle.id}/visa?country=NL&discount=none`);
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio', { name: /^Visa/ })).toBeChecked();
  const card = methods.getByTestId('payment-method').filter({ has: page.getByRole('radio', { name: /^Visa/ }) });
  await expect(card).toHaveText(`Visa${price}`);
  await expect(page.getByText(/Transaction fee/)).toHaveCount(0);
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: `Pay ${price}` }).click();

  await expect(page).toHaveURL(/\/sandbox-psp\/checkout\//);
  // The provider is asked for exactly what the member was shown.
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveText(`Pay ${price}`);
  await payByCard(page, '4111 1111 1111 1111');
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'completed', { timeout: 20_000 });
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByTestId('receipt-total')).toHaveText(price);
  await expect(receipt).not.toContainText('Transaction fee');
  const paymentId = new URL(page.url()).pathname.split('/').at(-1)!;
  const { payment } = await callApi(page.request, getPaymentEndpoint, { query: { id: paymentId } });
  expect(payment).toMatchObject({ method: 'visa', fee_cents: 0, total_cents: bundle.amount_cents });
  expect(pageErrors).toEqual([]);
});

test('a visitor reads the prices: costs per message, photo and gift, and the bundles', async ({ page, pageErrors }, testInfo) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByText('Sending a message')).toBeVisible();
  await expect(page.getByText('Most popular')).toBeVisible();
  await expect(page.getByTestId('bundle')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'pricing', (name) => testInfo.outputPath(name));
  expect(pageErrors).toEqual([]);
});
