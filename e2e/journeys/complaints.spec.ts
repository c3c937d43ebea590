import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { readMails } from '../support/mailbox';

/** Complaints (`/complaints`): a visitor files one, it is acknowledged by e-mail. */

test('a visitor files a complaint from the footer and gets the acknowledgement e-mail', async ({ page, pageErrors }) => {
  const email = `complaint-${randomUUID()}@example.test`;
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /complaints/i })
    .click();
  await expect(page).toHaveURL(/\/complaints$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();

  // Refused first: nothing typed is lost.
  await page.getByLabel('Subject').fill('Charged twice');
  await page.getByLabel('Your message').fill('Too short');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  const summary = page.getByTestId('complaint-error-summary');
  await expect(summary).toContainText('Enter your e-mail address');
  await expect(summary).toContainText('Your message must be at least 10 characters');
  await expect(page.getByLabel('Subject')).toHaveValue('Charged twice');

  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByLabel('Your message').fill('I was charged twice for the same credit bundle.');
  await page.getByLabel('Reference (optional)').fill('T-2024-17');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  const sent = page.getByTestId('complaint-sent');
  await expect(sent).toContainText(`sent a confirmation to ${email}`);
  const number = /number (\d+)/.exec((await sent.textContent()) ?? '')?.[1];
  expect(number).toBeDefined();

  await expect.poll(async () => (await readMails(page.request, email)).length).toBe(1);
  const [mail] = await readMails(page.request, email);
  expect(mail?.subject).toBe(`We have received your message [C-${number}]`);
  expect(mail?.text).toContain('Subject: Charged twice');
  expect(mail?.text).toContain('Your reference: T-2024-17');
  expect(pageErrors).toEqual([]);
});
