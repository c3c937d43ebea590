import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { listOwnPhotosEndpoint } from '@dating/shared/contracts/photos';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { ENTRY_ACCEPTED_KEY, expect, test } from '../support/fixtures';
import { membersFor } from '../support/members';
import { staffLogin } from '../support/staff';

/** A browser of its own (the moderator's, another member's), past the site-entry warning. */
async function ownTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
  return context.newPage();
}

/** A small test photo made here (no binaries in the repository); each call a different colour. */
async function photo(index: number): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 480, height: 600, channels: 3, background: { r: 60 * index, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();
  return { name: `portrait-${index}.jpg`, mimeType: 'image/jpeg', buffer };
}

test('a member’s photos wait for review; a moderator approves one (it shows to others) and rejects the other (the member reads why, in German)', async ({
  page,
  members,
  browser,
  baseURL,
}, testInfo) => {
  const run = randomUUID().slice(0, 8);
  const name = `Photos ${run}`;
  const member = await members.create({ name }, { activated: true });

  // The demo site pre-moderates profile photos: each upload is the member's only, marked as waiting.
  await page.goto('/profile');
  const items = page.getByTestId('photo-list').getByRole('listitem');
  for (const index of [1, 2]) {
    await page.getByLabel('Add a photo', { exact: true }).setInputFiles(await photo(index));
    await expect(items).toHaveCount(index);
  }
  await expect(page.getByTestId('photo-pending')).toHaveCount(2);
  await expect(items.first()).toContainText('Waiting for review');
  const [main, second] = (await callApi(page.request, listOwnPhotosEndpoint)).photos;

  // Another member sees no photo of theirs yet.
  const viewer = await ownTab(browser);
  await membersFor(viewer).create({}, { activated: true });
  await viewer.goto(`/members/${member.profileId}`);
  await expect(viewer.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(viewer.locator(`img[src*="${main!.filename}"]`)).toHaveCount(0);

  // The demo moderator (logged in through the api) reviews this member's photos.
  const moderator = await ownTab(browser);
  await staffLogin(moderator.request, 'moderator@demo.test');
  expect((await moderator.goto(`${staffPathTo('staff-photos')}?member=${member.userId}`))?.status()).toBe(200);
  await expect(moderator.getByRole('heading', { level: 1, name: 'Photo review' })).toBeVisible();
  const shown = moderator.getByRole('img', { name: `Photo by ${name} waiting for review` });
  await expect(shown).toHaveAttribute('src', new RegExp(main!.filename));
  await expect(moderator.getByRole('region', { name })).toContainText('Open reports');
  expect(await axeViolations(moderator), 'the photo review').toEqual([]);
  await screenshots(moderator, 'staff-photos', (file) => testInfo.outputPath(file));

  // By keyboard: A approves the oldest; R then 1 rejects the next as "not the member".
  await moderator.keyboard.press('a');
  await expect(moderator.getByText('Photo approved.')).toBeVisible();
  await expect(shown).toHaveAttribute('src', new RegExp(second!.filename));
  await moderator.keyboard.press('r');
  await expect(moderator.getByRole('group', { name: 'Why is it rejected?' })).toBeVisible();
  await screenshots(moderator, 'staff-photos-reasons', (file) => testInfo.outputPath(file));
  await moderator.keyboard.press('1');
  await expect(moderator.getByText('Photo rejected: Not the member.')).toBeVisible();
  await expect(moderator.getByText('No photos are waiting for review. Well done!')).toBeVisible();

  // The approved photo is on the member's profile for others now; the rejected one is gone for its owner too.
  await viewer.reload();
  await expect(viewer.locator(`img[src*="${main!.filename}"]`).first()).toBeVisible();
  await expect(viewer.locator(`img[src*="${second!.filename}"]`)).toHaveCount(0);

  // The member reads why, in their language: the notifications list in German.
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
  await page.goto('/notifications');
  await expect(page.getByTestId('notification').first()).toContainText(
    'Eines deiner Profilfotos wurde nicht freigegeben; niemand sonst kann es sehen. Grund: Das Foto zeigt nicht dich.',
  );
  await page.goto('/profile');
  await expect(items).toHaveCount(1);
  await expect(page.getByTestId('photo-pending')).toHaveCount(0);
});
