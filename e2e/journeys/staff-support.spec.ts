import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { fileComplaintEndpoint } from '@dating/shared/contracts/index';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { ENTRY_ACCEPTED_KEY, expect, test } from '../support/fixtures';
import { readMails } from '../support/mailbox';
import { staffLogin } from '../support/staff';

/** A staff member's browser of its own. */
async function ownTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
  return context.newPage();
}

test('a visitor’s complaint is answered from the console and the answer, threaded, is in the dev mailbox; the admin sees the job queue', async ({
  page,
  browser,
}, testInfo) => {
  const run = randomUUID().slice(0, 8);
  // The demo admin (the job queue, at the end) and the demo support agent, logged in through the api.
  await staffLogin(page.request, 'admin@demo.test');
  const support = await ownTab(browser);
  await staffLogin(support.request, 'support@demo.test');

  // The complaints form's own journey is complaints.spec.ts: here the visitor files through the api.
  const visitor = `complainant-${run}@example.test`;
  const subject = `Charged twice ${run}`;
  const { id } = await callApi(page.request, fileComplaintEndpoint, {
    body: { subject, message: 'I was charged twice for one credit bundle.', email: visitor, language: 'en' },
  });
  const reference = `C-${id}`;

  expect((await support.goto(staffPathTo('staff-complaints')))?.status()).toBe(200);
  await expect(support.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  await support.getByRole('link', { name: new RegExp(`^${reference} ${subject}`) }).click();
  await expect(support).toHaveURL(new RegExp(`/staff/complaints\\?complaint=${id}$`));
  const complaint = support.getByRole('article', { name: `${reference} ${subject}` });
  await expect(complaint).toContainText('I was charged twice for one credit bundle.');
  expect(await axeViolations(support), 'the complaints inbox').toEqual([]);
  await screenshots(support, 'staff-complaints', (name) => testInfo.outputPath(name));

  const answer = `We have refunded one of the two payments ${run}.`;
  await complaint.getByRole('textbox', { name: 'Your answer' }).fill(answer);
  await complaint.getByRole('button', { name: 'Send answer' }).click();
  await expect(complaint.getByRole('status')).toHaveText(`Answer sent to ${visitor}.`);
  await expect(complaint.getByRole('heading', { name: 'Answers (1)' })).toBeVisible();

  // The worker sends it at once: threaded under the acknowledgement, its reference in the subject.
  await expect
    .poll(async () => (await readMails(page.request, visitor)).map((mail) => mail.subject))
    .toEqual([`Re: We have received your message [${reference}]`, `We have received your message [${reference}]`]);
  const [sent, acknowledgement] = await readMails(page.request, visitor);
  expect(sent?.text).toContain(answer);
  expect(sent?.headers['In-Reply-To']).toBe(acknowledgement?.headers['Message-ID']);

  await complaint.getByRole('button', { name: 'Close complaint' }).click();
  await expect(complaint.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(complaint).toContainText('Closed');

  // The job queue's page is the admins'.
  expect((await page.goto(staffPathTo('staff-jobs')))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Job queue' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Jobs per kind' }).getByRole('rowheader', { name: 'complaint-answer-mail' })).toBeVisible();
  expect(await axeViolations(page), 'the job queue').toEqual([]);
  await screenshots(page, 'staff-jobs', (name) => testInfo.outputPath(name));
  await support.context().close();
});
