import { Secret, TOTP } from 'otpauth';
import { getStaffSessionEndpoint } from '@dating/shared/contracts/staff';
import { REMOTES } from '@dating/shared/contracts/remotes';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { axeViolations, screenshots } from '../support/axe';
import { DEMO, expect, failedResource, test } from '../support/fixtures';

/**
 * Demo staff of the seed (api/src/seed/demo-staff.ts): the demo password, no authenticator yet. A first
 * login enrols one for good, so CI's retry of a failed run takes the next account on the same server.
 */
const FIRST_LOGINS = [
  { email: 'operator@demo.test', role: 'Operator' },
  { email: 'moderator@demo.test', role: 'Moderator' },
] as const;
const STAFF_FILES = `/mf/${REMOTES.mf_staff}/`;

/** The code an authenticator app shows now for the setup key the page showed (grouped in fours). */
const codeFor = (shownKey: string) =>
  new TOTP({ secret: Secret.fromBase32(shownKey.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

test("the demo operator's first login: the password, the authenticator's enrolment, the recovery codes, the console, logging out", async ({
  page,
}, testInfo) => {
  const OPERATOR = { ...(testInfo.retry > 0 ? FIRST_LOGINS[1] : FIRST_LOGINS[0]), password: DEMO.free.password };
  expect((await page.goto(staffPathTo('staff-login')))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to the staff console' })).toBeVisible();
  await expect(page.locator('[data-layout="staff"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(await axeViolations(page), 'the staff login').toEqual([]);
  await screenshots(page, 'staff-login', (name) => testInfo.outputPath(name));

  await page.getByLabel('E-mail address').fill(OPERATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeFocused();
  const qr = page.getByRole('img', { name: `QR code to add your staff account (${OPERATOR.email}) to an authenticator app` });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const shownKey = (await page.getByTestId('staff-setup-key').textContent()) ?? '';
  expect(shownKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  expect(await axeViolations(page), 'the enrolment').toEqual([]);
  await screenshots(page, 'staff-enrolment', (name) => testInfo.outputPath(name));

  const code = page.getByLabel('Code from the app');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(codeFor(shownKey));
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('staff-recovery-codes.txt');
  // The session started with the enrolment: the header names the operator already.
  await expect(page.getByRole('button', { name: `Staff account: ${OPERATOR.email} ${OPERATOR.role}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to the console' })).toBeDisabled();
  await screenshots(page, 'staff-recovery-codes', (name) => testInfo.outputPath(name));
  await page.getByRole('checkbox', { name: 'I have stored these codes' }).check();
  await page.getByRole('button', { name: 'Continue to the console' }).click();

  await expect(page).toHaveURL(staffPathTo('staff'));
  await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${OPERATOR.email} · ${OPERATOR.role}`)).toBeVisible();
  expect(await axeViolations(page), 'the console home').toEqual([]);
  await screenshots(page, 'staff-home', (name) => testInfo.outputPath(name));

  // A reload keeps the console: the page is there for a staff session (200), and the shell asks the api for
  // the session before it mounts the page.
  expect((await page.reload())?.status()).toBe(200);
  await expect(page.getByText(`Signed in as ${OPERATOR.email} · ${OPERATOR.role}`)).toBeVisible();

  await page.getByRole('button', { name: `Staff account: ${OPERATOR.email} ${OPERATOR.role}` }).click();
  await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(staffPathTo('staff-login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to the staff console' })).toBeVisible();
  expect((await page.request.get(getStaffSessionEndpoint.path)).status()).toBe(404);
});

test('a logged-in member who tries /staff gets the 404 page, and the browser fetched nothing of mf-staff', async ({
  page,
  members,
  expectConsoleErrors,
}) => {
  // The page's own document and the staff session call answer 404, as for a path that does not exist.
  expectConsoleErrors(failedResource(404, staffPathTo('staff')), failedResource(404, getStaffSessionEndpoint.path));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await members.login('free');
  await page.goto('/members');
  await expect(page.locator('[data-remote="mf_search"][data-parcel="members"]')).toBeAttached();

  const response = await page.goto(staffPathTo('staff'));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('Staff console')).toHaveCount(0);
  expect(requested).toContain(getStaffSessionEndpoint.path);
  expect(requested.filter((path) => path.startsWith(STAFF_FILES))).toEqual([]);
});
