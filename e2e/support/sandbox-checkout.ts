import { expect, type Page } from '@playwright/test';

/**
 * The sandbox provider's card checkout as a member fills it in (any future expiry, its 3-D Secure code 123456);
 * ends back on the payment's status page. The card number chooses the outcome (docs/payments.md).
 */
export async function payByCard(page: Page, number: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-psp\/checkout\//);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill(`12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Test Member');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByLabel('Confirmation code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/transactions\/[\w-]+$/);
}
