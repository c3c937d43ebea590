import { randomUUID } from 'node:crypto';
import { request as newRequest, type Browser, type Page } from '@playwright/test';
import { sendMessageEndpoint } from '@dating/shared/contracts/chats';
import { sendDevReminderMailEndpoint } from '@dating/shared/contracts/misc';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { screenshots } from '../support/axe';
import { ENTRY_ACCEPTED_KEY, expect, test } from '../support/fixtures';
import { listUnsubscribeLink, MAIL_LINK, readMails, waitForMailLink } from '../support/mailbox';

/**
 * Notification e-mails in the composed app with the real job queue (docs/notification-mails.md): a
 * member away from the site gets one mail for a burst of messages (the api's MESSAGE_MAIL_DELAY_SECONDS
 * is 2 in this run), its login link opens a page with one button that logs them in at the
 * conversation; the link works once. An inactivity reminder carries the same one-click unsubscribe as
 * every notification mail. Fresh members only.
 */

/** A browser of its own, logged out, the site-entry warning accepted long ago. */
async function freshTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
  return context.newPage();
}

test('a burst of messages to a member who is away brings one mail; its button logs them in at the conversation', async ({
  page,
  members,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL;
  // The recipient signs up in a context of their own and then is away: no tab of the site is open.
  const awayApi = await newRequest.newContext({ baseURL });
  const away = await members.create({}, { activated: true, request: awayApi });
  await awayApi.dispose();
  const sender = await members.create({}, { activated: true });

  const burst = ['Hi there!', 'How was your weekend?', 'Fancy a coffee this week?'];
  let conversation = 0;
  for (const text of burst) {
    ({ conversation } = await callApi(page.request, sendMessageEndpoint, {
      body: { profile: away.profileId, client_id: randomUUID(), text },
    }));
  }

  const link = await waitForMailLink(page.request, away.email, MAIL_LINK.login);
  const mails = (await readMails(page.request, away.email)).filter((mail) => MAIL_LINK.login.test(mail.text));
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  // Neutral outside (no name, nothing about dating), nothing of the messages inside, one-click unsubscribe.
  expect(mail!.subject).not.toContain(sender.name);
  for (const text of burst) expect(mail!.text).not.toContain(text);
  expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // A mail provider's link scanner opens the link: that uses nothing up.
  const scanner = await newRequest.newContext({ baseURL });
  expect((await scanner.get(new URL(link).pathname)).status()).toBe(200);
  await scanner.dispose();

  const tab = await freshTab(browser);
  await tab.goto(new URL(link).pathname);
  await expect(tab.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await tab.getByRole('button', { name: 'Continue' }).click();
  await expect(tab).toHaveURL(new RegExp(`/chats/${conversation}$`));
  await expect(tab.getByTestId('message-scroller').getByText(burst[2]!)).toBeVisible();

  // Used: another browser opening it again is sent to the login page, which keeps the conversation as its target.
  const later = await freshTab(browser);
  await later.goto(new URL(link).pathname);
  await expect(later).toHaveURL(`/login?redirect=${encodeURIComponent(`/chats/${conversation}`)}`);
  await tab.context().close();
  await later.context().close();
});

test('the one-click unsubscribe of an inactivity reminder stops e-mails, as the like mail’s does', async ({ page, members }) => {
  const baseURL = test.info().project.use.baseURL;
  const member = await members.create({}, { activated: true });
  // The reminder as if the member had been away for a week (the schedule's own run is tested in the api).
  expect(await callApi(page.request, sendDevReminderMailEndpoint, { body: { email: member.email, days: 7 } })).toEqual({ outcome: 'sent' });

  const [mail] = (await readMails(page.request, member.email)).filter((entry) => MAIL_LINK.login.test(entry.text));
  expect(mail?.subject).toBe('It’s been a while');
  expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = listUnsubscribeLink(mail?.headers['List-Unsubscribe']);
  // The footer shows the same token on the site's own page (a mail never shows an api path).
  expect(mail?.text).toContain(unsubscribe.replace('/api/unsubscribe.php?', '/unsubscribe?'));

  // The mail client's one click: no session, no page.
  const mailClient = await newRequest.newContext({ baseURL });
  const url = new URL(unsubscribe);
  const oneClick = await mailClient.post(url.pathname + url.search, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status(), await oneClick.text()).toBe(200);
  await mailClient.dispose();
  const { user } = await callApi(page.request, getUserEndpoint);
  expect(user?.notifications_disabled.map((stop) => stop.reason)).toEqual(['listunsubscribe']);

  // Stopped: the next reminder is not sent.
  expect(await callApi(page.request, sendDevReminderMailEndpoint, { body: { email: member.email, days: 30 } })).toEqual({
    outcome: 'not_allowed',
  });
});

test('the confirmation mail in the development mailbox: the branded layout, the member greeted by name, one button', async ({
  page,
  members,
}, testInfo) => {
  const member = await members.create();
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(member.email)}`);
  const mail = page.frameLocator('iframe.mail').first();
  await expect(mail.getByText(`Hello ${member.name},`)).toBeVisible();
  // The link is a button with a label; its api path never shows as text.
  const button = mail.getByRole('link', { name: 'Confirm e-mail address' });
  await expect(button).toHaveAttribute('href', MAIL_LINK.activation);
  await expect(mail.locator('body')).not.toContainText('/api/');
  await page.locator('iframe.mail').first().scrollIntoViewIfNeeded();
  await screenshots(page, 'mail-activation', (file) => testInfo.outputPath(file), { fullPage: false });
});
