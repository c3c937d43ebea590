import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { sendMessageEndpoint, type ChatAllowance } from '@dating/shared/contracts/chats';
import { callApi } from '../support/api-call';
import { ENTRY_ACCEPTED_KEY, expect, failedResource, test } from '../support/fixtures';
import type { Member, Members } from '../support/members';
import { textIn } from '../support/texts';

/**
 * Chat in the composed app, with the real api and database: writing from a profile, the free
 * members' limits, reading on the other side, deleting, another language, accessibility. Journeys
 * that change counters use fresh members (the demo members are shared with the other journeys, which
 * run in parallel); the first one is the demo pair's, as members meet it.
 */

/** A browser context of its own (the site-entry warning accepted long ago), for a second member. */
async function ownTab(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
  return context.newPage();
}

/** A fresh, activated member (others can write to them), logged in in a tab of their own. */
async function freshMember(
  browser: Browser,
  members: Members,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; member: Member }> {
  const page = await ownTab(browser, options);
  const member = await members.create({}, { activated: true, request: page.request });
  return { page, member };
}

/** A message sent through the api, as the browser sends it; answers what the sender has left. */
async function sendThroughApi(page: Page, profile: number, text: string): Promise<{ conversation: number; allowance: ChatAllowance }> {
  const { conversation, allowance } = await callApi(page.request, sendMessageEndpoint, {
    body: { profile, client_id: randomUUID(), text },
  });
  return { conversation, allowance };
}

/** What the footer says a member has, as its cost line reads in English. */
function costLine(allowance: Pick<ChatAllowance, 'free_messages_left' | 'credits'>): RegExp {
  const { free_messages_left: free, credits } = allowance;
  if (free > 0) return new RegExp(`^${free} free messages? left$`);
  return new RegExp(`you have ${credits} credits?$`);
}

/** The unread count in front of the page title ("(3) Messages – …"), 0 without one. */
async function titleCount(page: Page): Promise<number> {
  const match = /^\((\d+)\)/.exec(await page.title());
  return match ? Number(match[1]) : 0;
}

test('a free member writes to another member from the profile; the other reads it after a reload, and opening it clears the unread badge and the title count', async ({
  page,
  members,
  browser,
}) => {
  // Two members of their own: the demo members' conversations are opened (and read) by other journeys running at once.
  const readerTab = await ownTab(browser);
  const { user: reader } = await members.create({}, { activated: true, request: readerTab.request });
  const { user: writer } = await members.create({}, { activated: true });

  // The writer opens the reader's profile and chooses to write.
  await page.goto(`/members/${reader.profile.id}`);
  await page.getByTestId('profile-actions').getByRole('button', { name: 'Send a message' }).click();
  await expect(page).toHaveURL(`/members/${reader.profile.id}/chat`);
  await expect(page.getByTestId('partner-name')).toContainText(reader.profile.name);
  const before = (await page.getByTestId('cost-line').textContent()) ?? '';
  const freeBefore = Number(/^(\d+) free messages? left$/.exec(before)?.[1] ?? 0);
  expect(freeBefore, `the writer has free messages (${before})`).toBeGreaterThan(0);

  const text = `Hello from the chat journey ${randomUUID().slice(0, 8)}`;
  await page.getByRole('textbox', { name: `Message to ${reader.profile.name}` }).fill(text);
  await page.keyboard.press('Enter');
  const bubble = page.getByRole('log').getByTestId('message').filter({ hasText: text });
  await expect(bubble).toHaveAttribute('data-state', 'sent');
  // The counter moved: one free message fewer.
  await expect(page.getByTestId('cost-line')).toHaveText(
    freeBefore > 1 ? costLine({ free_messages_left: freeBefore - 1, credits: 0 }) : /credits? per message/,
  );

  // The reader, in another browser, reloads the list: the conversation with its unread badge.
  await readerTab.goto('/chats');
  const entry = readerTab.getByTestId('chat-entry').filter({ hasText: writer.profile.name });
  await expect(entry.getByTestId('chat-snippet')).toHaveText(text);
  const unread = Number(await entry.getByTestId('unread-badge').locator('[aria-hidden="true"]').textContent());
  expect(unread).toBeGreaterThan(0);
  await expect.poll(() => titleCount(readerTab)).toBeGreaterThanOrEqual(unread);
  const titleBefore = await titleCount(readerTab);

  // Opening it: the message is there, the badge and the title's count clear at once, and stay cleared after a reload.
  await entry.getByRole('link').click();
  await expect(readerTab).toHaveURL(/\/chats\/\d+$/);
  await expect(readerTab.getByRole('log').getByText(text)).toBeInViewport();
  await expect(entry.getByTestId('unread-badge')).toHaveCount(0);
  await expect.poll(() => titleCount(readerTab)).toBe(titleBefore - unread);
  await readerTab.reload();
  await expect(readerTab.getByRole('log').getByText(text)).toBeVisible();
  await expect(readerTab.getByTestId('chat-entry').filter({ hasText: writer.profile.name }).getByTestId('unread-badge')).toHaveCount(0);
  await readerTab.context().close();
});

test('a long conversation opens at its newest message; older history loads as the member scrolls up, and the messages read stay in place', async ({
  page,
  members,
}) => {
  const premium = await members.login('premium', { request: page.request });
  // A seeded conversation of the premium member's that the first journey does not touch.
  await page.goto('/chats');
  const entries = page.getByTestId('chat-entry').filter({ hasNotText: 'Member ' });
  await expect(entries.first()).toBeVisible();
  const count = await entries.count();
  let opened = false;
  for (let index = 0; index < count && !opened; index++) {
    await entries.nth(index).getByRole('link').click();
    await expect(page.getByRole('log').getByTestId('message').first()).toBeAttached();
    opened = await page.getByRole('button', { name: 'Show older messages' }).isVisible();
  }
  expect(opened, `one of ${premium.profile.name}'s seeded conversations has older pages`).toBe(true);
  const messages = page.getByRole('log').getByTestId('message');
  await expect(messages.last()).toBeInViewport();
  const before = await messages.count();
  const firstShown = messages.first();
  const firstText = (await firstShown.textContent()) ?? '';
  // Scrolling to the top loads the page before.
  await page.getByTestId('message-scroller').evaluate((element) => element.scrollTo({ top: 0 }));
  await expect.poll(() => messages.count()).toBeGreaterThan(before);
  // The message that was first is still where the member was looking.
  await expect(page.getByRole('log').getByTestId('message').filter({ hasText: firstText }).first()).toBeInViewport();
});

test('a free member starts two conversations; the third is refused with the premium-only alert, and the message never shows as sent', async ({
  page,
  members,
  browser,
  expectConsoleErrors,
}) => {
  // The refused third send: the api's 403 answer.
  expectConsoleErrors(failedResource(403, '/api/message.php'));
  const writer = await members.create({}, { activated: true });
  const others: Member[] = [];
  for (let i = 0; i < 3; i++) others.push((await freshMember(browser, members)).member);

  for (const [index, other] of others.entries()) {
    await page.goto(`/members/${other.profileId}/chat`);
    await expect(page.getByTestId('conversation-start')).toBeVisible();
    // Before writing, the third one already says that a free member cannot start it.
    if (index === 2) await expect(page.getByTestId('send-refusal')).toContainText('Free members can start up to 2 conversations.');
    else await expect(page.getByTestId('send-refusal')).toHaveCount(0);
    await page.getByRole('textbox', { name: `Message to ${other.name}` }).fill(`Hi ${other.name}, I am ${writer.name}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const bubble = page.getByRole('log').getByTestId('message').last();
    if (index < 2) {
      await expect(bubble).toHaveAttribute('data-state', 'sent');
    } else {
      await expect(page.getByTestId('send-refusal')).toContainText('Free members can start up to 2 conversations.');
      await expect(bubble).toHaveAttribute('data-state', 'failed');
      await expect(bubble).toContainText('Not sent');
      await page.getByRole('button', { name: 'Get Premium' }).click();
      // The purchase leads back to this conversation.
      await expect(page).toHaveURL(/\/premium\?return_to=%2Fmembers%2F\d+%2Fchat$/);
    }
  }
  // Only the two started conversations are in the writer's list: a refused one leaves no empty conversation.
  await page.goto('/chats');
  await expect(page.getByTestId('chat-entry')).toHaveCount(2);
});

test('a member without free messages and credits: the not-enough-credits alert and its buy button lead to /credits', async ({
  page,
  members,
  browser,
  expectConsoleErrors,
}) => {
  // The refused send: the api's 402 answer.
  expectConsoleErrors(failedResource(402, '/api/message.php'));
  await members.create({}, { activated: true });
  const { member: other } = await freshMember(browser, members);
  // Spend the free messages and the signup credits through the api (bounded: a handful of each).
  let left = await sendThroughApi(page, other.profileId, 'First');
  for (
    let sent = 1;
    sent < 30 && (left.allowance.free_messages_left > 0 || left.allowance.credits >= left.allowance.message_credits);
    sent++
  ) {
    left = await sendThroughApi(page, other.profileId, `Message ${sent}`);
  }
  expect(left.allowance).toMatchObject({ free_messages_left: 0, credits: 0 });

  await page.goto(`/chats/${left.conversation}`);
  await expect(page.getByTestId('cost-line')).toHaveText(/you have 0 credits$/);
  await page.getByRole('textbox', { name: `Message to ${other.name}` }).fill('One more?');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('send-refusal')).toContainText("You don't have enough credits to send this message.");
  await expect(page.getByRole('log').getByTestId('message').last()).toHaveAttribute('data-state', 'failed');
  await page.getByRole('button', { name: 'Buy credits' }).click();
  // The way back to the refused message rides along (e2e/journeys/refused-message.spec.ts follows it).
  await expect(page).toHaveURL(/\/credits\?return_to=%2Fchats%2F\d+$/);
});

test('deleting a conversation: gone from the list at once and after a reload; the other member keeps it', async ({
  page,
  members,
  browser,
}) => {
  const writer = await members.create({}, { activated: true });
  const other = await freshMember(browser, members);
  await sendThroughApi(page, other.member.profileId, 'A conversation to delete');

  await page.goto('/chats');
  const entry = page.getByTestId('chat-entry').filter({ hasText: other.member.name });
  await expect(entry).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete conversation with ${other.member.name}` }).click();
  await expect(entry).toHaveCount(0);
  await expect(page.getByTestId('chats-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('chats-empty')).toBeVisible();

  await other.page.goto('/chats');
  await expect(other.page.getByTestId('chat-entry').filter({ hasText: writer.name })).toBeVisible();
  await other.page.context().close();
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });
  test('the conversation reads in the member language, dates included', async ({ page, members, browser, baseURL }) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
    await members.create({}, { activated: true });
    const other = await freshMember(browser, members);
    const { conversation } = await sendThroughApi(page, other.member.profileId, 'Hallo!');

    await page.goto(`/chats/${conversation}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('textbox', { name: `Nachricht an ${other.member.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: textIn('mf-chat', 'de', 'Send'), exact: true })).toBeVisible();
    await expect(page.getByTestId('day-divider')).toHaveText(textIn('mf-chat', 'de', 'Today'));
    // dayjs' German: a 24-hour time, no AM/PM.
    await expect(page.getByRole('log').getByTestId('message').locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(page.getByRole('heading', { level: 2, name: textIn('mf-chat', 'de', 'Messages') })).toBeAttached();
  });
});

test.describe('accessibility', () => {
  const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

  async function axeViolations(page: Page): Promise<string[]> {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
      .withTags(TAGS)
      .setLegacyMode()
      .analyze();
    return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }

  test('axe finds no violations on the chat screens, wide and on a phone', async ({ page, members, browser }) => {
    const empty = await freshMember(browser, members);
    await empty.page.goto('/chats');
    await expect(empty.page.getByTestId('chats-empty')).toBeVisible();
    expect(await axeViolations(empty.page), 'the empty list').toEqual([]);
    await empty.page.context().close();

    await members.create({}, { activated: true });
    const other = await freshMember(browser, members);
    const { conversation } = await sendThroughApi(page, other.member.profileId, 'Shall we meet for a coffee?');
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/chats');
      await expect(page.getByTestId('chat-entry')).toHaveCount(1);
      expect(await axeViolations(page), `/chats at ${viewport.width} px`).toEqual([]);
      await page.goto(`/chats/${conversation}`);
      await expect(page.getByRole('log').getByTestId('message')).toHaveCount(1);
      expect(await axeViolations(page), `/chats/${conversation} at ${viewport.width} px`).toEqual([]);
      // The menu of the top bar, open.
      await page.getByRole('button', { name: 'More actions' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await axeViolations(page), `the conversation menu at ${viewport.width} px`).toEqual([]);
      await page.keyboard.press('Escape');
    }
    // On a phone the conversation is a screen of its own, with a way back to the list.
    await page.getByRole('button', { name: 'Back to your conversations' }).click();
    await expect(page).toHaveURL('/chats');
    await other.page.context().close();
  });
});
