import { randomUUID } from 'node:crypto';
import { request as newRequest } from '@playwright/test';
import { sendMessageEndpoint } from '@dating/shared/contracts/chats';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { PushPayloadSchema } from '@dating/shared/push/push-payload';
import { callApi } from '../support/api-call';
import { showBanner } from '../support/banners';
import { expect, test } from '../support/fixtures';
import {
  clickNotification,
  collectWorkerMessages,
  deliverPush,
  shownNotifications,
  subscriptionEndpoint,
  usePushService,
  waitForPushes,
  workerMessages,
} from '../support/push';

/**
 * Web push in the composed app (docs/push.md): the member turns push on from the alert, a message
 * from another member makes the api push to the member's subscription — here the api's own
 * development push service, which decrypts what it gets — and that push, handed to the page's
 * service worker through the DevTools protocol, shows a neutral notification whose click opens the
 * conversation. Fresh members only.
 */

// The journeys are run without the site's service worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

test(
  'a member turns push on from the alert; a message is pushed neutral and, with the tab’s realtime down, shown; its click opens the conversation',
  { tag: '@notification-prompt' },
  async ({ page, context, members }) => {
    const baseURL = test.info().project.use.baseURL!;
    await usePushService(context, new URL(baseURL).origin);
    const member = await members.create({}, { activated: true });
    const senderApi = await newRequest.newContext({ baseURL });
    const sender = await members.create({}, { activated: true, request: senderApi });

    // The alert's button turns push on; the alert goes away once the api has the subscription.
    await page.goto('/members');
    const alertText = page.getByText('Turn on notifications so you never miss a message or a like.');
    // One banner at a time: the photo alert and the time bonus come before it, and may arrive after it showed.
    await expect(async () => {
      await showBanner(page, 'push-opt-in');
      await page.getByRole('button', { name: 'Turn on', exact: true }).click({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // Gone, not merely hidden: a banner of higher rank arriving now would take the slot and hide it too.
    await expect(alertText).toHaveCount(0);
    const endpoint = await subscriptionEndpoint(page);
    // On the site's origin (its configured host, `localhost`, on the api's port), whatever host the page was asked at.
    expect(endpoint).toMatch(new RegExp(`^http://localhost:${new URL(baseURL).port}/api/dev/push/[A-Za-z0-9_-]+$`));
    expect((await callApi(page.request, getUserEndpoint)).user?.push_subscribed).toBe(true);
    // The worker controls the page, so the page has told it its realtime state.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // The other member writes: the api pushes to the member's subscription, neutral, with the conversation's url.
    const text = `Fancy a coffee? ${randomUUID().slice(0, 8)}`;
    const { conversation } = await callApi(senderApi, sendMessageEndpoint, {
      body: { profile: member.profileId, client_id: randomUUID(), text },
    });
    await senderApi.dispose();
    const [push] = await waitForPushes(page.request, endpoint!);
    expect(push).toMatchObject({ topic: `conversation-${conversation}`, urgency: 'high' });
    const payload = PushPayloadSchema.parse(JSON.parse(push!.payload));
    expect(payload).toMatchObject({ title: 'New message', body: 'You have a new message', url: `/chats/${conversation}` });
    for (const secret of [sender.name, sender.email, text]) expect(push!.payload).not.toContain(secret);

    // The tab is visible and its realtime channel up (the message arrived live): the worker shows nothing.
    const messagesLink = page.getByRole('navigation').getByRole('link', { name: /^Messages/ });
    await expect(messagesLink).toHaveAccessibleName(/unread messages: 1/);
    await collectWorkerMessages(page);
    await deliverPush(page, push!.payload);
    // The worker told the tab (which reloads chats and likes), and had decided about the notification before.
    await expect.poll(() => workerMessages(page)).toEqual([{ type: 'push', payload: JSON.parse(push!.payload) as unknown }]);
    expect(await shownNotifications(page)).toEqual([]);

    // Playwright keeps every page visible (a second tab or a minimized window does not hide it): the
    // tab's realtime channel goes down instead, as the page tells the worker when its socket closes.
    await page.evaluate(() => navigator.serviceWorker.controller!.postMessage({ type: 'realtime', up: false }));
    await deliverPush(page, push!.payload);
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: 'New message', body: 'You have a new message', tag: payload.type, data: { url: `/chats/${conversation}` } }]);

    // Its click brings the member to the conversation, inside the app, and the notification goes.
    await clickNotification(context, payload.type);
    await expect(page).toHaveURL(new RegExp(`/chats/${conversation}$`));
    await expect(page.getByRole('log').getByText(text)).toBeVisible();
    expect(await shownNotifications(page)).toEqual([]);
  },
);
