import type { APIRequestContext } from '@playwright/test';
import { listChatsEndpoint } from '@dating/shared/contracts/chats';
import { searchMembersEndpoint } from '@dating/shared/contracts/search';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { expect, test, failedResource } from '../support/fixtures';
import { linkIn, MAIL_LINK, readMails } from '../support/mailbox';
import { newMember, type Members } from '../support/members';
import { chooseDateOfBirth, signUp, underAgeBirthDate } from '../support/signup';

/**
 * Signup end to end: every step on /signup, the draft surviving a reload,
 * validation with the shared schema, the account (logged in, not confirmed, first message kept,
 * photo uploaded), the signup modal that cannot be closed while in progress (nor by a reload), and
 * a German signup from the first step to the German confirmation e-mail and the activated page.
 * Every journey makes its own fresh member.
 */
/** A 16×16 PNG: enough for the photo step and the api's image checks. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4IVdBEmIY1TCqYfhqAABieF4QRbUVzgAAAABJRU5ErkJggg==',
  'base64',
);

/** An active fictional profile a member may write to (found through a demo member's search). */
async function someProfileId(members: Members, request: APIRequestContext): Promise<number> {
  await members.login('free', { request });
  const { profiles } = await callApi(request, searchMembersEndpoint);
  const target = profiles.find((profile) => profile.fictional) ?? profiles[0];
  expect(target).toBeDefined();
  return target!.id;
}

test(
  'a visitor signs up through every step on /signup and lands logged in',
  { tag: '@notification-prompt' },
  async ({ page, request, pageErrors, members }) => {
    test.setTimeout(90_000);
    const profileId = await someProfileId(members, request);
    const member = newMember({ gender: 'female', sexuality: 'bi', city: 'Haarlem' });

    await page.goto(`/signup?profile=${profileId}`);
    const next = page.getByRole('button', { name: 'Next' });
    await expect(page.getByText('Step 1 of 5')).toBeVisible();

    // 0: the first message.
    await expect(page.getByRole('heading', { level: 1, name: 'Say hello' })).toBeVisible();
    await expect(page.getByText(/^To \S/)).toBeVisible();
    await page.getByLabel('Your first message').fill('Hello from the signup journey!');
    await next.click();

    // 1: a photo, kept in memory until the account exists.
    await expect(page.getByRole('heading', { level: 1, name: 'Add a photo' })).toBeVisible();
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Chosen: me.png')).toBeVisible();
    await next.click();

    // 2: about me — validated before moving on, the summary takes focus.
    await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
    await next.click();
    const summary = page.getByTestId('signup-error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Please tell us whether you are a man or a woman.');
    await expect(summary).toContainText('Please choose your sexuality.');
    await page.getByLabel('Woman', { exact: true }).check();
    await page.getByLabel('Sexuality').selectOption('bi');
    await page.getByLabel('A few words about yourself').fill('I like long walks.');
    await next.click();

    // 3: location.
    await expect(page.getByRole('heading', { level: 1, name: 'Where do you live?' })).toBeVisible();
    await page.getByLabel('Country').selectOption('NL');
    await page.getByLabel('City').fill(member.city);
    await next.click();

    // 4: personal info; the draft survives a reload of the tab.
    await expect(page.getByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();
    await page.getByLabel('E-mail address').fill(member.email);
    await page.getByLabel('Username').fill(member.email);
    await chooseDateOfBirth(page, underAgeBirthDate());
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue(member.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(member.password);
    // A chosen file cannot outlive a reload: back to the photo step (Back keeps everything typed).
    const back = page.getByRole('button', { name: 'Back' });
    for (let i = 0; i < 3; i += 1) await back.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a photo' })).toBeVisible();
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    for (let i = 0; i < 3; i += 1) await next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();

    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(summary).toContainText('Your username may not be your e-mail address.');
    await expect(summary).toContainText('You must be at least 18 years old to sign up.');
    await page.getByLabel('Username').fill(member.name);
    await chooseDateOfBirth(page, '');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(summary).toContainText('Enter your date of birth (18+)');
    await chooseDateOfBirth(page, member.date_of_birth);
    await page.getByRole('button', { name: 'Create my account' }).click();

    // The account exists: push opt-in, then confirm e-mail.
    await expect(page.getByRole('heading', { level: 1, name: 'Stay in the loop' })).toBeVisible();
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(page.getByText(`We have sent an e-mail to ${member.email}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Start browsing' }).click();
    await expect(page).toHaveURL(/\/signup-matches\?api_signup_complete=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your matches' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);

    const { user } = await callApi(page.request, getUserEndpoint);
    expect(user).toMatchObject({
      email: member.email,
      status: 'not_confirmed',
      profile: { name: member.name, status: 'disabled', city: member.city },
    });
    expect(user!.profile.main_image).not.toBeNull();
    const chats = await callApi(page.request, listChatsEndpoint);
    expect(chats.chats.map((chat) => chat.profile.id)).toContain(profileId);
    // Completed: the draft (password included) is gone from the tab.
    expect(await page.evaluate(() => window.sessionStorage.getItem('signup:draft'))).toBeNull();
    expect(pageErrors).toEqual([]);
  },
);

test('an e-mail that has an account gets a log-in link, and nothing typed is lost', async ({
  page,
  request,
  members,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedResource('4xx', '/api/signup.php'));
  const existing = await members.create({}, { request });
  const member = newMember({ email: existing.email });
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Man', { exact: true }).check();
  await page.getByLabel('Sexuality').selectOption('hetero');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Country').selectOption('NL');
  await page.getByLabel('City').fill('Delft');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Username').fill(member.name);
  await chooseDateOfBirth(page, member.date_of_birth);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  const error = page.getByTestId('signup-form-error');
  await expect(error).toContainText('An account with this e-mail address already exists.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(member.password);
  await error.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test(
  'the signup modal opens for a visitor who wants to chat and cannot be closed with Escape while in progress',
  { tag: '@notification-prompt' },
  async ({ page, request, members }) => {
    const profileId = await someProfileId(members, request);
    await page.goto(`/members/${profileId}`);
    await page.getByRole('button', { name: 'Send a message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up to chat' });
    await expect(dialog).toBeVisible();

    // Not started yet: Escape closes it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Send a message' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your first message').fill('Hi from the modal');
    // In progress: neither Escape nor the backdrop closes it; only its close button would (shell-chrome.spec.ts).
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    // Focus stays inside while tabbing.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    // Nor does a reload close it: it comes back in progress, the message kept.
    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Your first message')).toHaveValue('Hi from the modal');

    // Finishing in the modal: the message goes to the profile on screen, the member lands logged in.
    const member = newMember();
    const next = dialog.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(dialog.getByRole('heading', { level: 3, name: 'Add a photo' })).toBeVisible();
    await next.click();
    await dialog.getByLabel('Man', { exact: true }).check();
    await dialog.getByLabel('Sexuality').selectOption('hetero');
    await next.click();
    await dialog.getByLabel('Country').selectOption('NL');
    await dialog.getByLabel('City').fill('Leiden');
    await next.click();
    await dialog.getByLabel('E-mail address').fill(member.email);
    await dialog.getByLabel('Username').fill(member.name);
    await chooseDateOfBirth(dialog, member.date_of_birth);
    await dialog.getByLabel('Password', { exact: true }).fill(member.password);
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    await expect(dialog.getByRole('heading', { level: 3, name: 'Stay in the loop' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.getByRole('button', { name: 'Start browsing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/signup-matches\?api_signup_complete=1$/);
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
    const chats = await callApi(page.request, listChatsEndpoint);
    expect(chats.chats.map((chat) => chat.profile.id)).toContain(profileId);
  },
);

test('/complete-signup finishes what a fresh member skipped', async ({ page, members }) => {
  await members.create({ about_me: '' });
  await page.goto('/complete-signup');
  await expect(page.getByRole('heading', { level: 2, name: 'Add a photo' })).toBeVisible();
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'About me' })).toBeVisible();
  await page.getByLabel('A few words about yourself').fill('Finished later');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Where do you live?' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'More about you' })).toBeVisible();
  await page.getByLabel('Body type').selectOption('athletic');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('complete-signup-done')).toContainText('Your profile is complete.');
  const { user } = await callApi(page.request, getUserEndpoint);
  expect(user?.profile).toMatchObject({ about_me: 'Finished later', body_type: 'athletic' });
  expect(user?.profile.main_image).not.toBeNull();
});

test(
  'the same signup in German (i18n_redirected cookie), to the German confirmation e-mail and the activated page',
  { tag: '@notification-prompt' },
  async ({ page, context, baseURL, pageErrors }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
    const member = newMember({ city: 'Berlin', country: 'DE' });
    await page.goto('/signup');
    const next = page.getByRole('button', { name: 'Weiter' });
    await expect(page.getByRole('heading', { level: 1, name: 'Füge ein Foto hinzu' })).toBeVisible();
    await next.click();
    await page.getByLabel('Mann', { exact: true }).check();
    await page.getByLabel('Sexuelle Orientierung').selectOption('hetero');
    await next.click();
    await page.getByLabel('Land').selectOption('DE');
    await page.getByLabel('Stadt').fill(member.city);
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Persönliche Angaben' })).toBeVisible();
    await page.getByLabel('E-Mail-Adresse').fill(member.email);
    await page.getByLabel('Benutzername').fill(member.name);
    await page.getByRole('button', { name: 'Mein Konto erstellen' }).click();
    await expect(page.getByTestId('signup-error-summary')).toContainText('Gib dein Geburtsdatum ein (18+)');
    await chooseDateOfBirth(page, member.date_of_birth, 'Geburtsdatum');
    await page.getByLabel('Passwort', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Mein Konto erstellen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bleib auf dem Laufenden' })).toBeVisible();
    const { user } = await callApi(page.request, getUserEndpoint);
    expect(user).toMatchObject({ email: member.email, language: 'de' });

    // The two completion steps: push opt-in (declined), then confirm e-mail.
    await page.getByRole('button', { name: 'Jetzt nicht' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bestätige deine E-Mail-Adresse' })).toBeVisible();
    await expect(page.getByText(`Wir haben eine E-Mail an ${member.email} geschickt.`)).toBeVisible();
    await page.getByRole('button', { name: 'Jetzt stöbern' }).click();
    await expect(page).toHaveURL(/\/signup-matches\?api_signup_complete=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deine Matches' })).toBeVisible();

    // The confirmation e-mail comes in the member's language (api/src/accounts/activation-mail.ts, de).
    await expect.poll(async () => (await readMails(page.request, member.email)).length).toBe(1);
    const [mail] = await readMails(page.request, member.email);
    expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(mail?.text).toContain('Danke, dass du ein Konto erstellt hast.');
    const link = linkIn(mail?.text, MAIL_LINK.activation);

    await page.goto(link);
    await expect(page).toHaveURL(/\/activate\/done$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dein Konto ist aktiviert' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jetzt suchen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(pageErrors).toEqual([]);
  },
);

test('the signUp helper makes a fresh member through the screens', async ({ page }) => {
  const member = await signUp(page, { about_me: 'Made by the helper' });
  const { user } = await callApi(page.request, getUserEndpoint);
  expect(user?.email).toBe(member.email);
});

// de.localhost takes signups only with a traffic source; Chromium resolves *.localhost to this machine.
test('a with_trafficsource site shows the invite-only notice, and the form once a tracking query came in', async ({ page, pageErrors }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin.replace('127.0.0.1', 'de.localhost');
  await page.goto(`${origin}/signup`);
  await expect(page.getByTestId('signup-invite-only')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/By invitation only|Nur mit Einladung/);

  // The landing URL's tracking query (braces of an unfilled macro stripped) is kept for the visit,
  // with the path it came in on (tracking.landing_path).
  await page.goto(`${origin}/members?network=e2e&sub1={sub1}`);
  await page.goto(`${origin}/signup`);
  await expect(page.getByTestId('signup-invite-only')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Next|Weiter)$/ })).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('tracking:query'))).toBe(
    JSON.stringify({ network: 'e2e', sub1: 'sub1', landing_path: '/members' }),
  );
  expect(pageErrors).toEqual([]);
});

test('the log-in and sign-up pages are branded pages in English and German, their photo picker a drop zone with a preview', async ({
  page,
  context,
  baseURL,
  pageErrors,
}, testInfo) => {
  const shot = (name: string) => screenshots(page, name, (file) => testInfo.outputPath(file));
  await page.goto('/login');
  const login = page.getByTestId('login-page');
  await expect(login.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  // The phone's band and the desktop's panel each say it; one of them shows.
  await expect(login.getByText('Free sign-up').filter({ visible: true })).toBeVisible();
  await expect(login.getByText('Verified profiles').filter({ visible: true })).toBeVisible();
  // The eye is an icon with a name, not an emoji.
  const toggle = login.getByRole('button', { name: 'Show password' });
  await expect(toggle).toHaveText('');
  await expect(toggle.locator('svg')).toBeVisible();
  expect(await axeViolations(page), 'the log-in page').toEqual([]);
  await shot('login-en');

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a photo' })).toBeVisible();
  const picker = page.getByTestId('signup-photo-zone');
  await expect(picker.getByText('Choose a photo', { exact: true })).toBeVisible();
  await shot('signup-photo-en');
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(picker.getByRole('img', { name: 'Your chosen photo' })).toBeVisible();
  expect(await axeViolations(page), 'the photo step with a photo chosen').toEqual([]);
  await shot('signup-photo-chosen-en');

  await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Einloggen' })).toBeVisible();
  await expect(
    page.getByTestId('login-page').getByRole('listitem').filter({ hasText: 'Kostenlos registrieren', visible: true }),
  ).toBeVisible();
  expect(await axeViolations(page), 'the German log-in page').toEqual([]);
  await shot('login-de');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Füge ein Foto hinzu' })).toBeVisible();
  await shot('signup-photo-de');
  expect(pageErrors).toEqual([]);
});
