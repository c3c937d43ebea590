import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { getOwnProfileEndpoint } from '@dating/shared/contracts/own-profile';
import { callApi } from '../support/api-call';
import { showBanner } from '../support/banners';
import { expect, test, failedResource } from '../support/fixtures';
import { chooseDateOfBirth, dateOfBirthIn } from '../support/signup';

/** A small test photo made here (no binaries in the repository); each call a different colour. */
async function photo(index: number): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 480, height: 600, channels: 3, background: { r: 40 * index, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  return { name: `holiday-${index}.jpg`, mimeType: 'image/jpeg', buffer };
}

const photoItems = (page: Page) => page.getByTestId('photo-list').getByRole('listitem');
const uploadInput = (page: Page) => page.getByLabel('Add a photo', { exact: true });
const alertText = 'Add a photo to your profile: members with a photo get far more attention.';

test('a new member edits the profile, adds photos up to the free limit, picks the main one, deletes one; the photo alert follows', async ({
  page,
  pageErrors,
  members,
  expectConsoleErrors,
}) => {
  // The fourth photo is refused by the api.
  expectConsoleErrors(failedResource('4xx', '/api/photos.php'));
  const member = await members.create({ about_me: 'First words' });

  // Without a main image the alert shows on the members pages and leads to /profile.
  await page.goto('/members');
  await showBanner(page, 'profile-photo-alert');
  const alert = page.getByTestId('profile-photo-alert');
  await expect(alert).toContainText(alertText);
  await alert.getByRole('link', { name: 'Add a photo' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  // …but never on the profile page itself.
  await expect(page.getByTestId('profile-photo-alert')).toHaveCount(0);

  // Immediate validation with the signup rules.
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(member.name);
  await name.fill('@nobody');
  await name.blur();
  await expect(page.getByText('Your name may not start with @')).toBeVisible();

  // Edit fields and save.
  await name.fill('Jonas Profile');
  await chooseDateOfBirth(page, '1984-02-29');
  await page.getByLabel('City').fill('Haarlem');
  await page.getByLabel('Hair colour').selectOption({ label: 'Red' });
  await page.getByLabel('About me').fill('Sailing, coffee and good books.');
  await page.getByRole('checkbox', { name: 'Adventure' }).check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  // Saved for real: a reload shows the new values.
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jonas Profile');
  expect(await dateOfBirthIn(page)).toBe('1984-02-29');
  await expect(page.getByLabel('City')).toHaveValue('Haarlem');
  await expect(page.getByLabel('Hair colour')).toHaveValue('red');
  await expect(page.getByLabel('About me')).toHaveValue('Sailing, coffee and good books.');
  await expect(page.getByRole('checkbox', { name: /Adventure/ })).toBeChecked();

  // Photos: the free limit is explained, with the way to more.
  await expect(page.getByTestId('photo-limit')).toContainText('As a free member you can keep up to 3 photos.');
  await expect(page.getByTestId('photo-limit').getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
  for (let index = 1; index <= 3; index += 1) {
    await uploadInput(page).setInputFiles(await photo(index));
    await expect(photoItems(page)).toHaveCount(index);
  }
  await expect(photoItems(page).first()).toContainText('Main photo');
  await expect(page.getByTestId('photo-limit-reached')).toContainText('You have 3 photos, the most a free member can keep.');

  // The fourth is refused by the server, with the explanation.
  await uploadInput(page).setInputFiles(await photo(4));
  await expect(page.getByRole('alert').filter({ hasText: 'Delete one to add another, or get Premium for up to 25 photos.' })).toBeVisible();
  await expect(photoItems(page)).toHaveCount(3);

  // Choose another main photo, then delete the first one after confirming.
  const before = await callApi(page.request, getOwnProfileEndpoint);
  await page.getByRole('button', { name: 'Make photo 2 your main photo' }).click();
  await expect(photoItems(page).nth(1)).toContainText('Main photo');
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this photo?' });
  await dialog.getByRole('button', { name: 'Delete photo' }).click();
  await expect(page.getByText('The photo has been deleted.')).toBeVisible();
  await expect(photoItems(page)).toHaveCount(2);
  await expect(photoItems(page).first()).toContainText('Main photo');

  const after = await callApi(page.request, getOwnProfileEndpoint);
  expect(after.photos.map((p) => p.id)).toEqual(before.photos.slice(1).map((p) => p.id));
  expect(after.profile.main_image?.filename).toBe(before.photos[1]!.filename);
  // The deleted photo's file is gone; the main one is served.
  expect((await page.request.get(`/photos/${before.photos[0]!.filename}`)).status()).toBe(404);
  expect((await page.request.get(`/photos/${after.photos[0]!.filename}`)).status()).toBe(200);

  // With a main image the alert no longer shows.
  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(alertText)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('the profile-photo alert can be dismissed, and stays away', async ({ page, members }) => {
  await members.create();
  // The default layout's pages carry the alert (the chat layout has no banners).
  await page.goto('/likes');
  await showBanner(page, 'profile-photo-alert');
  const alert = page.getByTestId('profile-photo-alert');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('profile-photo-alert')).toHaveCount(0);
});
