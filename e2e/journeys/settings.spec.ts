import { request as playwrightRequest, type Page } from '@playwright/test';
import { listRegionsEndpoint, reverseGeocodeEndpoint } from '@dating/shared/contracts/catalog';
import { searchMembersEndpoint, type SearchResponse } from '@dating/shared/contracts/search';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { expect, test, failedResource } from '../support/fixtures';
import { E2E_BASE_URL } from '../support/env';
import { MAIL_LINK, waitForMailLink } from '../support/mailbox';

/**
 * Settings with fresh members signed up through the real api: nobody else's
 * account is touched. Mails are read from the development mailbox like a member reads their inbox.
 */

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test(
  'settings are reached from the account menu; notification switches per type are kept after a reload',
  { tag: '@notification-prompt' },
  async ({ page, pageErrors, members }) => {
    const member = await members.create();
    await page.goto('/members');
    await page.getByRole('button', { name: new RegExp(member.name) }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const promotionsByEmail = page.getByRole('checkbox', { name: 'Promotions by e-mail' });
    const newsByPush = page.getByRole('checkbox', { name: 'News by push' });
    await expect(promotionsByEmail).toBeChecked();
    await promotionsByEmail.uncheck();
    await newsByPush.uncheck();
    await page.getByRole('button', { name: 'Save notification settings' }).click();
    await expect(page.getByTestId('settings-notifications-status')).toHaveText('Your notification settings have been saved.');

    await page.reload();
    await expect(promotionsByEmail).not.toBeChecked();
    await expect(newsByPush).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Promotions by push' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'New messages by e-mail' })).toBeChecked();

    // Push on this device: the browser has not been asked yet (permission unknown), so push is off with a way to turn it on.
    const push = page.getByRole('region', { name: 'Push notifications on this device' });
    await expect(push.getByTestId('settings-push-state')).toHaveText('Push notifications are off.');
    await expect(push.getByRole('button', { name: 'Turn on push notifications' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  },
);

test("invisible mode hides the member from another member's search", async ({ page, pageErrors, members }) => {
  // An age no seeded profile has (they are 18–70) keeps the search small: only members of this and
  // earlier runs. Born 95 years and a month ago: 95 today, whatever day the suite runs.
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - 95);
  born.setUTCDate(born.getUTCDate() - 31);
  const hidden = await members.create(
    { gender: 'female', sexuality: 'hetero', country: 'NL', city: 'Utrecht', date_of_birth: born.toISOString().slice(0, 10) },
    { activated: true },
  );
  const searcher = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await members.create({ gender: 'male', sexuality: 'hetero' }, { activated: true, request: searcher });

  const found = async () => {
    const ids: number[] = [];
    let after: string | null = null;
    do {
      const query = { gender: 'female', country: 'NL', min_age: 95, max_age: 95, limit: 48, ...(after ? { after } : {}) } as const;
      const body: SearchResponse = await callApi(searcher, searchMembersEndpoint, { query });
      ids.push(...body.profiles.map((p) => p.id));
      after = body.next;
    } while (after);
    return ids.includes(hidden.profileId);
  };
  expect(await found()).toBe(true);

  await openSettings(page);
  const toggle = page.getByRole('switch', { name: 'Invisible mode' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByTestId('settings-invisible-status')).toHaveText('Invisible mode is on.');
  expect(await found()).toBe(false);

  await page.reload();
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(page.getByTestId('settings-invisible-status')).toHaveText('Invisible mode is off.');
  expect(await found()).toBe(true);
  await searcher.dispose();
  expect(pageErrors).toEqual([]);
});

test('change password: a wrong old password and a mismatch are refused, then the new password logs in', async ({
  page,
  pageErrors,
  members,
  expectConsoleErrors,
}) => {
  // The wrong old password is refused by the api.
  expectConsoleErrors(failedResource('4xx', '/api/'));
  const member = await members.create();
  const NEW_PASSWORD = 'a-changed-password-42';
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Change password' });
  const current = section.getByLabel('Current password', { exact: true });
  const fresh = section.getByLabel('New password', { exact: true });
  const repeat = section.getByLabel('Repeat new password', { exact: true });
  const submit = section.getByRole('button', { name: 'Change password' });

  await current.fill('not-my-password');
  await fresh.fill(NEW_PASSWORD);
  await repeat.fill(NEW_PASSWORD);
  await submit.click();
  await expect(page.getByTestId('settings-password-error-summary')).toContainText('Please check your old password.');
  await expect(fresh).toHaveValue(NEW_PASSWORD);

  await current.fill(member.password);
  await repeat.fill(`${NEW_PASSWORD}-typo`);
  await submit.click();
  await expect(page.getByTestId('settings-password-error-summary')).toContainText('The entered passwords are not the same.');

  await repeat.fill(NEW_PASSWORD);
  await submit.click();
  await expect(page.getByTestId('settings-password-status')).toContainText('Your password has been changed.');
  await expect(current).toHaveValue('');
  // Still logged in here (the session id was rotated, not ended).
  expect((await callApi(page.request, getUserEndpoint)).user?.email).toBe(member.email);

  await members.loginThroughForm(member);
  await expect(page.getByText('Login failed, please try again')).toBeVisible();
  await members.loginThroughForm({ email: member.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/members/);
  expect(pageErrors).toEqual([]);
});

test('change e-mail: the link mailed to the new address confirms it, and the new address logs in', async ({
  page,
  pageErrors,
  members,
  expectConsoleErrors,
}) => {
  // Refusals the journey provokes: an address that is none, a used link.
  expectConsoleErrors(failedResource('4xx', '/api/'));
  const member = await members.create();
  const newEmail = `moved-${member.email}`;
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Change e-mail address' });
  await expect(section.getByTestId('settings-email-current')).toHaveText(member.email);
  await section.getByLabel('New e-mail address').fill('not-an-address');
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByTestId('settings-email-error-summary')).toContainText('Invalid e-mail address');

  await section.getByLabel('New e-mail address').fill(newEmail);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByTestId('settings-email-status')).toContainText(`We have sent a confirmation link to ${newEmail}.`);

  const link = await waitForMailLink(page.request, newEmail, MAIL_LINK.mailChange);
  await page.goto(link);
  await expect(page.getByTestId('mail-change-do-result')).toContainText(`Your e-mail address has been changed to ${newEmail}.`);
  // The same link again: used. The page's check on opening says so; nothing is sent to be confirmed.
  const confirmations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/mail-change-do.php')) confirmations.push(request.url());
  });
  await page.reload();
  await expect(page.getByTestId('mail-change-do-result')).toContainText('This link has expired or is invalid.');
  expect(confirmations).toEqual([]);

  await members.loginThroughForm(member);
  await expect(page.getByText('Login failed, please try again')).toBeVisible();
  await members.loginThroughForm({ email: newEmail, password: member.password });
  await expect(page).toHaveURL(/\/members/);
  await openSettings(page);
  await expect(page.getByTestId('settings-email-current')).toHaveText(newEmail);
  expect(pageErrors).toEqual([]);
});

test('location chosen by hand is saved to the profile', async ({ page, pageErrors, members }) => {
  await members.create({ country: 'NL', city: 'Amsterdam' });
  const { regions } = await callApi(page.request, listRegionsEndpoint);
  const region = regions.find((r) => r.country === 'DE');
  expect(region).toBeDefined();

  await openSettings(page);
  const section = page.getByRole('region', { name: 'Location' });
  await expect(section.getByTestId('settings-location-current')).toContainText('Amsterdam');
  await section.getByLabel('Country').selectOption('DE');
  await section.getByLabel('Region').selectOption(String(region!.id));
  await section.getByLabel('City').fill('Heidelberg');
  await section.getByRole('button', { name: 'Save location' }).click();
  await expect(section.getByTestId('settings-location-status')).toHaveText('Your location has been saved.');

  await page.reload();
  await expect(section.getByTestId('settings-location-current')).toContainText(`Heidelberg, ${region!.name}, Germany`);
  const { user } = await callApi(page.request, getUserEndpoint);
  expect(user?.profile).toMatchObject({ country: 'DE', region_id: region!.id, city: 'Heidelberg' });
  expect(pageErrors).toEqual([]);
});

test("location from the browser's position fills the form through the reverse geocoder", async ({ page, pageErrors, members }) => {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 52.0907, longitude: 5.1214 });
  const expected = await callApi(page.request, reverseGeocodeEndpoint, { query: { lat: 52.0907, lon: 5.1214 } });
  await members.create({ country: 'DE', city: 'Berlin' });

  await openSettings(page);
  const section = page.getByRole('region', { name: 'Location' });
  await expect(section.getByTestId('settings-location-permission')).toHaveText('Your browser may share your location.');
  await section.getByRole('button', { name: 'Use my current location' }).click();
  await expect(section.getByText('We filled in your location. Check it and save.')).toBeVisible();
  await expect(section.getByLabel('Country')).toHaveValue(expected.geocode.country);
  await expect(section.getByLabel('City')).toHaveValue(expected.geocode.city);
  await section.getByRole('button', { name: 'Save location' }).click();
  await expect(section.getByTestId('settings-location-status')).toHaveText('Your location has been saved.');
  await expect(section.getByTestId('settings-location-current')).toContainText(expected.geocode.city);
  expect(pageErrors).toEqual([]);
});
