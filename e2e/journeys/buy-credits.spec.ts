import { getPaymentEndpoint } from '@dating/shared/contracts/payments';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Buying credits in the composed app: a free member (a fresh one, so the demo members stay free for the
 * other journeys) chooses the popular bundle on /credits, pays with iDEAL on the sandbox provider's page,
 * comes back to the payment's status page, and the webhook (delivered by the api's job worker) credits
 * the bundle and makes them premium. axe over /credits and the method page.
 */

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
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
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
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  await screenshots(page, 'payment-method', (name) => testInfo.outputPath(name));

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

  // The navigation follows: Credits instead of Get Premium (a fresh page reads the member again).
  await page.goto('/credits');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: /Credits/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Get Premium/ })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a visitor reads the prices: costs per message, photo and gift, and the bundles', async ({ page, pageErrors }, testInfo) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByText('Sending a message')).toBeVisible();
  await expect(page.getByText('Most popular')).toBeVisible();
  await expect(page.getByTestId('bundle')).toHaveCount(0);
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  await screenshots(page, 'pricing', (name) => testInfo.outputPath(name));
  expect(pageErrors).toEqual([]);
});
