import { request, type APIRequestContext } from '@playwright/test';
import { likeProfileEndpoint } from '@dating/shared/contracts/blocks';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { expect, test } from '../support/fixtures';
import { listUnsubscribeLink, readMails } from '../support/mailbox';

/**
 * Notification e-mails carry a one-click unsubscribe (RFC 8058). A like mails the liked
 * member; their mail client's one-click POST records `listunsubscribe`; the member then sees the
 * disabled-notifications alert and switches e-mails on again in settings; at last they open the
 * mail's link in the browser and confirm on its page. Fresh members only.
 */

const stopReasons = async (api: APIRequestContext) =>
  (await callApi(api, getUserEndpoint)).user?.notifications_disabled.map((d) => d.reason);

test('one click on a like mail’s unsubscribe stops e-mails; the member sees why and switches them on again', async ({
  page,
  pageErrors,
  members,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const liked = await members.create({}, { activated: true });
  const likerApi = await request.newContext({ baseURL });
  const liker = await members.create({}, { activated: true, request: likerApi });
  await callApi(likerApi, likeProfileEndpoint, { body: { profile: liked.profileId } });
  await likerApi.dispose();

  // The like mail (sent by the api's job worker soon after the like), with the List-Unsubscribe
  // headers and the same link in its footer. Its subject is neutral; the body names the liker.
  let unsubscribe = '';
  await expect(async () => {
    const mail = (await readMails(page.request, liked.email)).find(
      (m) => m.subject === 'You have a new notification' && m.text.includes(`${liker.name} likes you`),
    );
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    unsubscribe = listUnsubscribeLink(mail?.headers['List-Unsubscribe']);
    expect(unsubscribe).not.toBe('');
    // The footer shows the same token on the site's own page (a mail never shows an api path).
    expect(mail?.text).toContain(unsubscribe.replace('/api/unsubscribe.php?', '/unsubscribe?'));
  }).toPass({ timeout: 10_000 });
  const path = new URL(unsubscribe).pathname + new URL(unsubscribe).search;

  // The mail client: no session, no client header. A link scanner's GET changes nothing.
  const mailClient = await request.newContext({ baseURL });
  const opened = await mailClient.get(path);
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toContain('Unsubscribe from notification e-mails?');
  expect(await stopReasons(page.request)).toEqual([]);
  const oneClick = await mailClient.post(path, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status(), await oneClick.text()).toBe(200);
  await mailClient.dispose();
  expect(await stopReasons(page.request)).toEqual(['listunsubscribe']);

  const alert = page.getByTestId('alert-frame').getByText('We can no longer send you e-mail notifications.', { exact: false });
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(alert).toBeVisible();
  await page.getByTestId('alert-frame').getByRole('link', { name: 'Check settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('You unsubscribed from our e-mails.')).toBeVisible();
  await page.getByRole('button', { name: 'Send me e-mails again' }).click();
  await expect(page.getByTestId('settings-disabled-notifications-status')).toHaveText('E-mails are switched on again.');
  await expect(alert).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me e-mails again' })).toHaveCount(0);
  await expect(alert).toHaveCount(0);
  expect(await stopReasons(page.request)).toEqual([]);

  // The same link opened in the browser: its page asks first, its button unsubscribes (a real
  // form POST, with the Origin the browser sends under the page's referrer policy).
  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from notification e-mails?' })).toBeVisible();
  expect(await stopReasons(page.request)).toEqual([]);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'We will no longer send you notification e-mails. You can switch them on again at any time in your settings.',
  );
  expect(await stopReasons(page.request)).toEqual(['listunsubscribe']);
  expect(pageErrors).toEqual([]);
});
