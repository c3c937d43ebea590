import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { landerEndpoint } from '@dating/shared/contracts/index';
import { REMOTES } from '@dating/shared/contracts/remotes';
import { claimConversationEndpoint } from '@dating/shared/contracts/staff-inbox';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { ENTRY_ACCEPTED_KEY, expect, failedResource, test } from '../support/fixtures';
import { inviteStaff, staffLogin } from '../support/staff';

/** A tab of its own (a staff member's browser, or a second member's). */
async function ownTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
  return context.newPage();
}

/** The persona the member writes to: the first fictional profile the gallery lander shows. */
async function persona(page: Page) {
  const { profiles } = await callApi(page.request, landerEndpoint, { query: { name: 'gallery' } });
  expect(profiles.length, 'the gallery lander shows fictional profiles').toBeGreaterThan(0);
  return profiles[0]!;
}

test('a member writes to a persona: live in the operator’s queue; the operator takes it, types and answers as the persona; the member sees both live; another operator cannot take it', async ({
  page,
  members,
  browser,
  expectConsoleErrors,
}, testInfo) => {
  // The second operator's attempt to take a held conversation is refused (409): the console says so.
  expectConsoleErrors(failedResource(409, claimConversationEndpoint.path));
  const run = randomUUID().slice(0, 8);
  // The demo admin invites two operators of this run (the console's invitation, through the api).
  const admin = await ownTab(browser);
  await staffLogin(admin.request, 'admin@demo.test');
  const [first, second] = [await ownTab(browser), await ownTab(browser)];
  const emails = [`inbox-a-${run}@staff.test`, `inbox-b-${run}@staff.test`];
  for (const [index, tab] of [first, second].entries()) {
    await inviteStaff(admin.request, tab.request, emails[index]!, 'operator');
    await staffLogin(tab.request, emails[index]!);
  }

  // The first operator has the inbox open before the member writes.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  expect((await first.goto(staffPathTo('staff-inbox')))?.status()).toBe(200);
  await expect(first.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(first.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const member = await members.create({}, { activated: true });
  const anna = await persona(page);
  await page.goto(`/members/${anna.id}/chat`);
  const text = `Hallo, are you there? ${run}`;
  await page.getByRole('textbox', { name: `Message to ${anna.name}` }).fill(text);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByTestId('message').filter({ hasText: text })).toHaveAttribute('data-state', 'sent');

  // Live in the queue, without a reload.
  const waiting = first.getByRole('button', { name: new RegExp(member.name) }).filter({ hasText: anna.name });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText(text);
  expect(await axeViolations(first), 'the inbox').toEqual([]);
  await screenshots(first, 'staff-inbox-queue', (name) => testInfo.outputPath(name), { fullPage: false });

  // The operator takes it; the second operator's queue shows it taken, and taking it is refused.
  await waiting.click();
  await expect(first).toHaveURL(/\/staff\/inbox\?conversation=\d+$/);
  const composer = first.getByRole('textbox', { name: new RegExp(`^Reply as ${anna.name}, in `) });
  await expect(composer).toBeVisible();
  await expect(first.getByRole('region', { name: `Conversation of ${member.name} with ${anna.name}` }).getByText(text)).toBeVisible();

  await second.goto(staffPathTo('staff-inbox'));
  const taken = second.getByRole('button', { name: new RegExp(member.name) }).filter({ hasText: anna.name });
  await expect(taken).toContainText('Taken');
  await taken.click();
  await expect(second.getByText('Another operator is answering this conversation.')).toBeVisible();
  await expect(second).toHaveURL(staffPathTo('staff-inbox'));

  // The operator types: the member sees the persona typing; then the answer, live, from the persona.
  await composer.pressSequentially('Hi! Yes, ', { delay: 40 });
  await expect(page.getByTestId('typing-indicator')).toHaveText(`${anna.name} is typing`);
  expect(await axeViolations(first), 'the conversation').toEqual([]);
  await screenshots(first, 'staff-inbox-conversation', (name) => testInfo.outputPath(name), { fullPage: false });
  const answer = `Hi! Yes, I am here ${run}`;
  await composer.fill(answer);
  await first.keyboard.press('Enter');
  await expect(first.getByRole('region', { name: `Conversation of ${member.name} with ${anna.name}` }).getByText(answer)).toBeVisible();

  await expect(page.getByRole('log').getByTestId('message').filter({ hasText: answer })).toBeVisible();
  await expect(page.getByTestId('fictional-marker')).toBeVisible();
  await expect(page.getByTestId('read-status')).toHaveText('Read');
  // The member is elsewhere when the next answer comes: the nav's badge rises.
  await page.goto('/members');
  const messagesLink = page.getByRole('navigation').getByRole('link', { name: /^Messages/ });
  await expect(messagesLink).toBeVisible();
  // Whether the first answer counts as read yet depends on when the chat's read mark landed: count from here.
  const unread = async () =>
    Number(
      /unread messages: (\d+)/.exec((await messagesLink.getAttribute('aria-label')) ?? (await messagesLink.textContent()) ?? '')?.[1] ?? 0,
    );
  await expect(messagesLink).toHaveAccessibleName(/^Messages/);
  const before = await unread();
  const later = `Where are you from? ${run}`;
  await composer.fill(later);
  await first.keyboard.press('Enter');
  await expect(messagesLink).toHaveAccessibleName(new RegExp(`unread messages: ${before + 1}$`));

  // The member's browser fetched nothing of the console.
  expect(requested.filter((path) => path.startsWith(`/mf/${REMOTES.mf_staff}/`))).toEqual([]);

  // The admin's pages: the team with the two invited operators, the audit log naming who wrote as the
  // persona, the figures counting the answers — each reached from the console's navigation.
  const nav = admin.getByRole('navigation', { name: 'Console' });
  await admin.goto(staffPathTo('staff'));
  await nav.getByRole('link', { name: 'Team' }).click();
  const team = admin.getByRole('table', { name: 'Staff accounts' });
  for (const email of emails) await expect(team.getByRole('row').filter({ hasText: email })).toContainText('Operator');
  expect(await axeViolations(admin), 'the team page').toEqual([]);
  await screenshots(admin, 'staff-team', (name) => testInfo.outputPath(name));

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await admin.getByLabel('Staff member').selectOption({ label: emails[0]! });
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  const log = admin.getByRole('table', { name: 'Audit log entries' });
  await expect(log.getByRole('row').filter({ hasText: 'Message sent as persona' })).toHaveCount(2);
  await expect(log.getByRole('row').filter({ hasText: 'Conversation taken' })).toHaveCount(1);
  expect(await axeViolations(admin), 'the audit log').toEqual([]);
  await screenshots(admin, 'staff-audit-log', (name) => testInfo.outputPath(name));

  await nav.getByRole('link', { name: 'Figures' }).click();
  const perOperator = admin.getByRole('table', { name: 'Per operator' });
  // One answer to a waiting member (the second answer followed no new message of theirs: no wait to count).
  await expect(perOperator.getByRole('row').filter({ hasText: emails[0]! }).getByRole('cell').first()).toHaveText('1');
  expect(await axeViolations(admin), 'the figures').toEqual([]);
  await screenshots(admin, 'staff-figures', (name) => testInfo.outputPath(name));
  for (const tab of [admin, first, second]) await tab.context().close();
});
