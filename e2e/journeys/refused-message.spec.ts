import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { getConversationEndpoint, sendMessageEndpoint, type ChatAllowance } from '@dating/shared/contracts/chats';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { ENTRY_ACCEPTED_KEY, expect, failedResource, test } from '../support/fixtures';
import { payByCard } from '../support/sandbox-checkout';

/**
 * A message refused for want of credits is not lost: a free member out of free messages and credits
 * writes, the refused message stays in the conversation (in view, above the alert), the alert leads to
 * /credits (which says the balance and the price story), the member pays by card, the completed page
 * leads back to the conversation, and one tap sends the kept message — which the other side gets once
 * (asked of the api in the other member's session: how their browser shows a conversation is chat.spec.ts').
 */

async function ownTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
  return context.newPage();
}

test('a refused message is kept, and sent again with one tap after buying credits', async ({
  page,
  members,
  request,
  browser,
  expectConsoleErrors,
}, testInfo) => {
  expectConsoleErrors(failedResource(402, '/api/message.php'));
  await members.create({}, { activated: true });
  // The other member needs a session, not a browser: `request` keeps its cookie.
  const other = await members.create({}, { activated: true, request });
  // Spend the free messages and the signup credits through the api (bounded: a handful of each).
  const send = (text: string) =>
    callApi(page.request, sendMessageEndpoint, { body: { profile: other.profileId, client_id: randomUUID(), text } });
  let left: { conversation: number; allowance: ChatAllowance } = await send('First');
  for (
    let sent = 1;
    sent < 30 && (left.allowance.free_messages_left > 0 || left.allowance.credits >= left.allowance.message_credits);
    sent++
  )
    left = await send(`Message ${sent}`);
  expect(left.allowance).toMatchObject({ free_messages_left: 0, credits: 0 });
  const chatPath = `/chats/${left.conversation}`;

  await page.goto(chatPath);
  await expect(page.getByTestId('cost-line')).toHaveText(/^1 credit per message · from €0\.\d\d per credit · you have 0 credits$/);
  await page.getByRole('textbox', { name: `Message to ${other.name}` }).fill('Are you free tonight?');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('send-refusal')).toContainText("You don't have enough credits to send this message.");
  const refused = page.getByRole('log').getByTestId('message').last();
  await expect(refused).toHaveAttribute('data-state', 'failed');
  await expect(refused).toContainText('Are you free tonight?');
  await expect(refused).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'chat-refused', (name) => testInfo.outputPath(name), { fullPage: false });

  await page.getByRole('button', { name: 'Buy credits' }).click();
  await expect(page).toHaveURL(`/credits?return_to=${encodeURIComponent(chatPath)}`);
  await expect(page.getByTestId('credit-balance')).toHaveText('You have 0 credits');
  await expect(page.getByTestId('price-line')).toHaveText(/^1 credit per message · from €0\.\d\d per credit$/);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'credits-story', (name) => testInfo.outputPath(name));
  await page.getByTestId('bundle').first().click();
  const methods = page.getByRole('group', { name: 'Payment method' });
  await methods.getByRole('radio', { name: /^Visa/ }).check();
  await page.getByRole('checkbox', { name: /I want my credits right away/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await payByCard(page, '4111 1111 1111 1111');
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'completed', { timeout: 20_000 });

  await page.getByRole('link', { name: 'Back to your conversation' }).click();
  await expect(page).toHaveURL(chatPath);
  const kept = page.getByRole('log').getByTestId('message').last();
  await expect(kept).toHaveAttribute('data-state', 'failed');
  await expect(kept).toContainText('Are you free tonight?');
  await kept.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('log').getByTestId('message').last()).toHaveAttribute('data-state', 'sent');

  const received = await callApi(request, getConversationEndpoint, { query: { conversation: left.conversation } });
  expect(received.messages.filter((message) => message.text === 'Are you free tonight?')).toHaveLength(1);

  // The price list tells the same story (a visitor's view, with the way on).
  if (process.env.E2E_SCREENSHOTS === '1') {
    const visitor = await ownTab(browser);
    await visitor.goto('/pricing');
    await expect(visitor.getByTestId('price-line')).toHaveText(/^1 credit per message · from €0\.\d\d per credit$/);
    await screenshots(visitor, 'pricing-visitor', (name) => testInfo.outputPath(name));
    await visitor.context().close();
  }
});
