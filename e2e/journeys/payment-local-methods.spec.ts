import { randomUUID } from 'node:crypto';
import { createPaymentEndpoint, getPaymentEndpoint, listCreditBundlesEndpoint } from '@dating/shared/contracts/payments';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { expect, test } from '../support/fixtures';
import { textIn } from '../support/texts';

/**
 * Payment methods in the composed app: a Polish member buys in złoty with BLIK (the site in Polish, the
 * sandbox's BLIK code page), a SEPA bank transfer that is never paid expires, and a card declined at 3-D Secure
 * fails — the provider's outcome reaches the member's status page, which offers another method.
 */

const pl = (english: string) => textIn('mf-payments', 'pl', english);

test.describe('in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('a Polish member buys credits in złoty with BLIK', async ({ page, members, baseURL, pageErrors }) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'pl', url: baseURL! }]);
    await members.create({ language: 'pl', country: 'PL', city: 'Warszawa' });
    const before = (await callApi(page.request, getUserEndpoint)).user!;

    await page.goto('/credits?country=PL');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1, name: pl('Buy credits') })).toBeVisible();
    const bundle = page.getByTestId('bundle').first();
    await expect(bundle).toContainText('zł');
    const credits = Number(/(\d+)/.exec((await bundle.textContent()) ?? '')![1]);
    await bundle.click();

    await expect(page).toHaveURL(/\/credits\/\d+\?country=PL&discount=TIMEBONUS25$/);
    await expect(page.getByRole('heading', { level: 1, name: pl('Choose how to pay') })).toBeVisible();
    const methods = page.getByRole('group', { name: pl('Payment method') });
    // Poland's own methods are offered, the Dutch one is not.
    await expect(methods.getByRole('radio', { name: /Przelewy24/ })).toBeVisible();
    await expect(methods.getByRole('radio', { name: /iDEAL/ })).toHaveCount(0);
    await methods.getByRole('radio', { name: /BLIK/ }).check();
    await page.getByTestId('withdrawal-consent').getByRole('checkbox').check();
    await page.getByRole('button', { name: /zł/ }).click();

    await expect(page).toHaveURL(/\/sandbox-psp\/checkout\//);
    await page.getByLabel('BLIK code').fill('731904');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/transactions\/[\w-]+$/);
    const paymentId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect
      .poll(async () => (await callApi(page.request, getPaymentEndpoint, { query: { id: paymentId } })).payment.status, { timeout: 20_000 })
      .toBe('completed');
    await expect(page.getByRole('heading', { level: 1, name: pl('Payment completed') })).toBeVisible({ timeout: 15_000 });
    const { payment } = await callApi(page.request, getPaymentEndpoint, { query: { id: paymentId } });
    expect(payment).toMatchObject({ currency: 'PLN', method: 'blik', country: 'PL', vat: { rate_percent: 23 } });
    expect((await callApi(page.request, getUserEndpoint)).user).toMatchObject({ credits: before.credits + credits, paid_user: true });
    expect(pageErrors).toEqual([]);
  });
});

test('a bank transfer never paid expires, and its page says so', async ({ page, members }) => {
  await members.create();
  const { bundles } = await callApi(page.request, listCreditBundlesEndpoint, { query: { country: 'DE' } });
  const started = await callApi(page.request, createPaymentEndpoint, {
    body: { bundle: bundles[0]!.id, method: 'sct', country: 'DE', client_id: randomUUID(), withdrawal_consent: WITHDRAWAL_CONSENT_VERSION },
  });

  // The transfer instructions, and the member comes back with the payment still open.
  await page.goto(started.checkout_url!);
  await expect(page.getByText(started.checkout_url!.split('/').at(-1)!).first()).toBeVisible();
  await page.getByRole('button', { name: 'I have made the transfer' }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${started.payment.id}$`));
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'pending');

  // Days later the provider gives up on it (the tester forces its expiry): the page follows on its own.
  const provider = await page.context().newPage();
  await provider.goto(started.checkout_url!);
  await provider.getByText('Tester tools: force the outcome').click();
  await provider.getByRole('radio', { name: /^expired/ }).check();
  await provider.getByRole('button', { name: 'Apply outcome and return' }).click();
  await provider.close();

  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'expired', { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Choose another payment method' })).toBeVisible();
});

test('a card payment declined at 3-D Secure: back on its page it says so and offers another method', async ({ page, members }) => {
  await members.create();
  const { bundles } = await callApi(page.request, listCreditBundlesEndpoint, { query: { country: 'NL' } });
  const started = await callApi(page.request, createPaymentEndpoint, {
    body: {
      bundle: bundles[0]!.id,
      method: 'visa',
      country: 'NL',
      client_id: randomUUID(),
      withdrawal_consent: WITHDRAWAL_CONSENT_VERSION,
    },
  });
  await page.goto(started.checkout_url!);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill(`12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Test Member');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm with your bank' })).toBeVisible();
  // Not the code the bank sent: declined.
  await page.getByLabel('Confirmation code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(new RegExp(`/transactions/${started.payment.id}$`));
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Choose another payment method' })).toBeVisible();
});
