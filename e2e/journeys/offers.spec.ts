import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { sendMessageEndpoint } from '@dating/shared/contracts/chats';
import { discountedCents, TIME_BONUS } from '@dating/shared/contracts/discounts';
import { getPaymentEndpoint } from '@dating/shared/contracts/payments';
import { searchMembersEndpoint } from '@dating/shared/contracts/search';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { showBanner } from '../support/banners';
import { expect, failedResource, test } from '../support/fixtures';

/**
 * The offers that turn a new member into a paying one, in the composed app with the real api: a member who
 * signed up a moment ago sees the time-bonus banner counting down, gets the popup 40 s into the members area
 * once their credits are spent (the page's clock is advanced, nothing waits 40 s), buys with TIMEBONUS25
 * applied at the discounted price, and the code is then refused as used.
 */

/** Spends a new member's signup credits (5) on one gift to a fictional profile: the popup is for members at 0 credits. */
async function spendSignupCredits(page: Page): Promise<void> {
  const found = await callApi(page.request, searchMembersEndpoint, {
    query: { gender: 'female', country: 'NL', min_age: 18, max_age: 99, limit: 24 },
  });
  const fictional = found.profiles.find((profile) => profile.fictional);
  expect(fictional, 'the demo data has fictional profiles in NL').toBeDefined();
  const { allowance } = await callApi(page.request, sendMessageEndpoint, {
    body: { profile: fictional!.id, client_id: randomUUID(), kind: 'gift', gift: 'rose' },
  });
  expect(allowance.credits).toBe(0);
}

test('a new member sees the time bonus count down, gets its popup at 0 credits, and buys with TIMEBONUS25; the code is then used', async ({
  page,
  members,
  pageErrors,
  expectConsoleErrors,
}, testInfo) => {
  // The used code's refusal is a 422 the browser logs.
  expectConsoleErrors(failedResource('4xx', '/api/discountcode.php'));
  await members.create();
  await spendSignupCredits(page);
  // The page's timers run on a clock the test can move: the popup's 40 s pass in an instant.
  await page.clock.install();
  await page.goto('/members');

  await showBanner(page, 'time-bonus-banner');
  await expect(page.getByText('25% off your first credits!')).toBeVisible();
  const timer = page.getByRole('timer').first();
  await expect(timer).toHaveText(/^0[0-3]:[0-5]\d:[0-5]\d$/);
  const first = await timer.textContent();
  await page.clock.runFor(2_000);
  await expect(timer).not.toHaveText(first!);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'time-bonus-banner', (name) => testInfo.outputPath(name));

  // Not before 40 s in the members area, then the popup urging to act fast within the 4 hours.
  const popup = page.getByRole('dialog', { name: /25% off, for 4 hours only/ });
  await page.clock.runFor(30_000);
  await expect(popup).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('TIMEBONUS25');
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'time-bonus-popup', (name) => testInfo.outputPath(name));
  await popup.getByRole('link', { name: /25% off/ }).click();

  await expect(page).toHaveURL(/\/credits/);
  await page.getByLabel('Payment country').selectOption('NL');
  const popular = page.getByTestId('bundle').filter({ hasText: 'Most popular' });
  await expect(popular).toContainText('Old price');
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'credits-time-bonus', (name) => testInfo.outputPath(name));
  await popular.click();

  await expect(page).toHaveURL(/\/credits\/\d+\?/);
  await expect(page.getByText(/Code TIMEBONUS25: 25% off/)).toBeVisible();
  const methods = page.getByRole('group', { name: 'Payment method' });
  await methods.getByRole('radio', { name: /iDEAL/ }).check();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('withdrawal-consent').getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox-psp\/checkout\//);
  await page.getByRole('group', { name: 'Choose your bank' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/transactions\/[\w-]+$/);
  const paymentId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect
    .poll(async () => (await callApi(page.request, getPaymentEndpoint, { query: { id: paymentId } })).payment.status, { timeout: 20_000 })
    .toBe('completed');
  const { payment } = await callApi(page.request, getPaymentEndpoint, { query: { id: paymentId } });
  expect(payment.discount).toMatchObject({ code: TIME_BONUS.code, value_percentage: TIME_BONUS.percent });
  expect(payment.amount_cents).toBe(discountedCents(payment.discount!.list_amount_cents, TIME_BONUS.percent));
  const user = (await callApi(page.request, getUserEndpoint)).user!;
  expect(user).toMatchObject({ credits: payment.credits, paid_user: true });

  // Paid: the banner is gone, and the code typed again is refused as used.
  await page.goto('/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
  await expect(page.getByText('25% off your first credits!')).toHaveCount(0);
  await page.getByLabel('Have a code?').fill('timebonus25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code already used')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});
