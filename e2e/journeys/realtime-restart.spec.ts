import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { E2E_PORT } from '../support/env';
import { ENTRY_ACCEPTED_KEY, expect, test } from '../support/fixtures';
import { membersFor, type Member } from '../support/members';
import { startRestartableApi, type Restartable } from '../support/processes';

/**
 * The api restarted mid-conversation: both browsers reconnect by themselves and nothing is lost or
 * doubled. On an api of its own (port and data folder): the suite's shared server cannot be
 * restarted under the other journeys.
 */
test.describe.configure({ mode: 'serial' });

let api: Restartable;

// oxlint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern; it needs none.
test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(150_000);
  // A port per parallel worker: a repeated run (--repeat-each) may start this file twice at once.
  api = await startRestartableApi(E2E_PORT + 31 + workerInfo.parallelIndex, {});
});

test.afterAll(async () => {
  await api?.stop();
});

/** A browser of its own on the restartable api, with a fresh activated member logged in. */
async function memberTab(browser: Browser): Promise<{ page: Page; member: Member }> {
  const context = await browser.newContext({ baseURL: api.url });
  await context.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
  const page = await context.newPage();
  const member = await membersFor(page).create({}, { activated: true, request: page.request });
  return { page, member };
}

const unique = (text: string) => `${text} ${randomUUID().slice(0, 6)}`;
const bubblesWith = (page: Page, text: string) => page.getByRole('log').getByTestId('message').filter({ hasText: text });

async function send(page: Page, to: Member, text: string): Promise<void> {
  await page.getByRole('textbox', { name: `Message to ${to.name}` }).fill(text);
  await page.keyboard.press('Enter');
  await expect(bubblesWith(page, text)).toHaveAttribute('data-state', 'sent');
}

test('both sides reconnect after the api restarts, and every message shows once', async ({ browser, expectConsoleErrors }) => {
  test.setTimeout(120_000);
  // While the api is down: the sockets' reconnect attempts and any periodic refresh fail.
  expectConsoleErrors(/WebSocket connection to .* failed/, /ERR_CONNECTION_REFUSED/, /ERR_EMPTY_RESPONSE/, /status of 50\d/);
  const { page: aTab, member: a } = await memberTab(browser);
  const { page: bTab, member: b } = await memberTab(browser);

  await aTab.goto(`/members/${b.profileId}/chat`);
  const before = unique('Before the restart');
  await send(aTab, b, before);
  await bTab.goto('/chats');
  await bTab.getByTestId('chat-entry').filter({ hasText: a.name }).getByRole('link').click();
  await expect(bubblesWith(bTab, before)).toHaveCount(1);
  // B's socket is live: A's next message arrives without a reload.
  const live = unique('Still live');
  await send(aTab, b, live);
  await expect(bubblesWith(bTab, live)).toHaveCount(1);

  await api.restart();

  // After the restart: messages both ways arrive live (the sockets came back by themselves).
  const afterA = unique('After the restart from A');
  await send(aTab, b, afterA);
  await expect(bubblesWith(bTab, afterA)).toHaveCount(1, { timeout: 40_000 });
  const afterB = unique('After the restart from B');
  await send(bTab, a, afterB);
  await expect(bubblesWith(aTab, afterB)).toHaveCount(1, { timeout: 40_000 });
  // Nothing lost, nothing doubled, on either side.
  for (const text of [before, live, afterA]) await expect(bubblesWith(bTab, text)).toHaveCount(1);
  for (const text of [before, live, afterA, afterB]) await expect(bubblesWith(aTab, text)).toHaveCount(1);
  await aTab.context().close();
  await bTab.context().close();
});
