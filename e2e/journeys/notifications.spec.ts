import { request, type Page } from '@playwright/test';
import { likeProfileEndpoint } from '@dating/shared/contracts/blocks';
import { listNotificationsEndpoint } from '@dating/shared/contracts/notifications';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { expect, test } from '../support/fixtures';

/**
 * In-app notifications and the language page for fresh members made through the real
 * signup api and activated through their e-mailed links: a like from one member is a notification
 * for the other, read and marked read on /notifications; /lang-config saves the language.
 */

const unread = (page: Page) => page.getByTestId('notifications-unread');

test('a like becomes a notification for the liked member only; it is marked read', async ({ page, pageErrors, members }) => {
  const liked = await members.create({}, { activated: true });
  // The liker has a request context of their own: its session must not replace the liked member's.
  const likerApi = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const likerMember = await members.create({}, { activated: true, request: likerApi });
  await callApi(likerApi, likeProfileEndpoint, { body: { profile: liked.profileId } });

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page.getByTestId('notification').first();
  await expect(item).toContainText(`${likerMember.name} likes you`);
  await expect(item.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', `/members/${likerMember.profileId}`);
  await expect(unread(page)).toHaveText('1 unread notification');
  await item.getByRole('button', { name: `Mark as read: ${likerMember.name} likes you` }).click();
  await expect(unread(page)).toHaveText('0 unread notifications');
  await page.reload();
  await expect(unread(page)).toHaveText('0 unread notifications');
  await expect(page.getByTestId('notification').first()).toHaveAttribute('data-read', 'true');

  // The liker has no notification of it: each member reads only their own.
  expect((await callApi(likerApi, listNotificationsEndpoint)).total).toBe(0);
  await likerApi.dispose();
  expect(pageErrors).toEqual([]);
});

test('a member chooses French on /lang-config: the page switches and the choice is saved', async ({ page, pageErrors, members }) => {
  await members.create({}, { activated: true });
  await page.goto('/lang-config');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your language' })).toBeVisible();
  await page.getByLabel('Country').selectOption('BE');
  await page.getByRole('radio', { name: 'Français' }).check();
  await page.getByRole('button', { name: 'Save language' }).click();
  await expect(page.getByTestId('lang-config-outcome')).toContainText('La langue est désormais : Français.');
  const { user } = await callApi(page.request, getUserEndpoint);
  expect(user?.language).toBe('fr');
  expect((await page.context().cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('fr');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre langue' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
