import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { ENTRY_ACCEPTED_KEY, expect, test } from '../support/fixtures';
import type { Member } from '../support/members';

/**
 * Live chat over the realtime channel, two fresh members in two browsers: nothing here reloads a
 * page to see what the other did. Fresh members, since unread counts and titles are asserted (the
 * demo members are shared with journeys running at the same time).
 */

/** A browser context of its own (the site-entry warning accepted long ago), for the second member. */
async function ownTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
  return context.newPage();
}

/** The unread count in front of the page title ("(3) Messages – …"), 0 without one. */
async function titleCount(page: Page): Promise<number> {
  const match = /^\((\d+)\)/.exec(await page.title());
  return match ? Number(match[1]) : 0;
}

const unique = (text: string) => `${text} ${randomUUID().slice(0, 6)}`;
const bubblesWith = (page: Page, text: string) => page.getByRole('log').getByTestId('message').filter({ hasText: text });
const field = (page: Page, other: Member) => page.getByRole('textbox', { name: `Message to ${other.name}` });

test('A writes and B sees it live: badge and title count up in every tab of B, typing shows first, "Read" comes back, and what B sends while A is offline arrives once', async ({
  page,
  members,
  browser,
  expectConsoleErrors,
}) => {
  // While A is offline, the shell's periodic refresh may try and fail.
  expectConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
  const a = await members.create({}, { activated: true });
  const bTab = await ownTab(browser);
  const b = await members.create({}, { activated: true, request: bTab.request });

  // B is elsewhere on the site; A opens a conversation with B and writes.
  await bTab.goto('/members');
  const bMessagesLink = bTab.getByRole('navigation').getByRole('link', { name: /^Messages/ });
  await expect(bMessagesLink).toBeVisible();
  expect(await titleCount(bTab)).toBe(0);
  await page.goto(`/members/${b.profileId}/chat`);
  const first = unique('Hello B');
  await field(page, b).fill(first);
  await page.keyboard.press('Enter');
  await expect(bubblesWith(page, first)).toHaveAttribute('data-state', 'sent');
  await expect(page.getByTestId('read-status')).toHaveText('Sent');

  // B's badge and title count up without a reload; a second tab of B has the conversation as unread.
  await expect(bMessagesLink).toHaveAccessibleName(/unread messages: 1/);
  await expect.poll(() => titleCount(bTab)).toBe(1);
  const bSecond = await bTab.context().newPage();
  await bSecond.goto('/chats');
  const secondEntry = bSecond.getByTestId('chat-entry').filter({ hasText: a.name });
  await expect(secondEntry.getByTestId('unread-badge')).toBeVisible();

  // B opens it in the first tab: read there, cleared in both tabs, and A sees "Read".
  await bMessagesLink.click();
  await bTab.getByTestId('chat-entry').filter({ hasText: a.name }).getByRole('link').click();
  await expect(bubblesWith(bTab, first)).toHaveCount(1);
  await expect.poll(() => titleCount(bTab)).toBe(0);
  await expect(secondEntry.getByTestId('unread-badge')).toHaveCount(0);
  await expect.poll(() => titleCount(bSecond)).toBe(0);
  await expect(page.getByTestId('read-status')).toHaveText('Read');

  // A types: B sees it before the message; the message ends it, is read at once, and A sees "Read".
  const second = unique('Are you there');
  await field(page, b).pressSequentially(second.slice(0, 6), { delay: 30 });
  await expect(bTab.getByTestId('typing-indicator')).toHaveText(`${a.name} is typing`);
  await expect(bubblesWith(bTab, second)).toHaveCount(0);
  await field(page, b).fill(second);
  await page.keyboard.press('Enter');
  await expect(bubblesWith(bTab, second)).toHaveCount(1);
  await expect(bTab.getByTestId('typing-indicator')).toHaveText('');
  await expect(page.getByTestId('read-status')).toHaveText('Read');
  await expect(bubblesWith(page, second)).toHaveCount(1);

  // A goes offline; B answers twice; back online, A gets both, once each, in order.
  await page.context().setOffline(true);
  const replies = [unique('Yes, here'), unique('And you?')];
  for (const reply of replies) {
    await field(bTab, a).fill(reply);
    await bTab.keyboard.press('Enter');
    await expect(bubblesWith(bTab, reply)).toHaveAttribute('data-state', 'sent');
  }
  await expect(bubblesWith(page, replies[0]!)).toHaveCount(0);
  await page.context().setOffline(false);
  for (const reply of replies) await expect(bubblesWith(page, reply)).toHaveCount(1);
  const texts = await page.getByRole('log').getByTestId('message').allTextContents();
  const at = (text: string) => texts.findIndex((shown) => shown.includes(text));
  expect(at(replies[0]!)).toBeLessThan(at(replies[1]!));
  // A read them (the conversation is on screen): B sees "Read".
  await expect(bTab.getByTestId('read-status')).toHaveText('Read');
  await bTab.context().close();
});
