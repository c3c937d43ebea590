import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CLIENT_HEADERS } from './fixtures';
import { activateByMail } from './mailbox';

/**
 * Fresh members for journeys: every call makes a new unique account, so a journey can
 * change, activate or delete it without touching the demo members other specs rely on.
 */
export interface SignupInput {
  email: string;
  name: string;
  date_of_birth: string;
  password: string;
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  country: string;
  region_id?: number | null;
  city: string;
  about_me?: string;
  signup_message?: string;
  to_profile_id?: number;
  tracking?: Partial<Record<'network' | 'ref' | 'sub1' | 'sub2' | 'sub3', string>>;
  language?: string;
}

export interface SignedUp extends SignupInput {
  userId: number;
  profileId: number;
}

let sequence = 0;

/** A valid signup with a unique e-mail and name (per run, worker and call). */
export function newMember(overrides: Partial<SignupInput> = {}): SignupInput {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  return {
    email: `member-${unique}@e2e.test`,
    name: `Member ${unique.slice(-8)}`,
    date_of_birth: '1990-06-15',
    password: 'e2e-password-123',
    gender: 'male',
    sexuality: 'hetero',
    country: 'NL',
    region_id: null,
    city: 'Amsterdam',
    ...overrides,
  };
}

/**
 * Signs a fresh member up through the real api. With a page's `request` (page.request) the session
 * cookie lands in that page's browser context: the page is then logged in as the new member.
 */
export async function signUpViaApi(request: APIRequestContext, overrides: Partial<SignupInput> = {}, baseUrl = ''): Promise<SignedUp> {
  const member = newMember(overrides);
  const response = await request.post(`${baseUrl}/api/signup.php`, { data: member, headers: CLIENT_HEADERS });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { id: number; profile: { id: number } } };
  return { ...member, userId: user.id, profileId: user.profile.id };
}

/**
 * signUpViaApi, then activation by the confirmation e-mail's link: the member's profile is visible
 * to others (search, likes) only once they are activated. `request` holds the new member's session.
 */
export async function signUpActivated(request: APIRequestContext, overrides: Partial<SignupInput> = {}): Promise<SignedUp> {
  const member = await signUpViaApi(request, overrides);
  await activateByMail(request, member.email);
  return member;
}

/**
 * Signs a fresh member up through every step of the /signup screen in the browser (English texts)
 * and waits until the account exists (the push opt-in step shows). Leaves the page there.
 */
export async function signUp(page: Page, overrides: Partial<SignupInput> = {}): Promise<SignupInput> {
  const member = newMember(overrides);
  // `?profile=` addresses the first message; without it the message step is left out.
  await page.goto(member.to_profile_id ? `/signup?profile=${member.to_profile_id}` : '/signup');
  const next = page.getByRole('button', { name: 'Next' });
  // 0 message (only with a profile), 1 photo (optional), 2 about me, 3 location, 4 personal info.
  if (member.to_profile_id) {
    await expect(page.getByRole('heading', { name: 'Say hello' })).toBeVisible();
    if (member.signup_message) await page.getByLabel('Your first message').fill(member.signup_message);
    await next.click();
  }
  await expect(page.getByRole('heading', { name: 'Add a photo' })).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { name: 'About me' })).toBeVisible();
  await page.getByLabel(member.gender === 'male' ? 'Man' : 'Woman', { exact: true }).check();
  await page.getByLabel('Sexuality').selectOption(member.sexuality);
  if (member.about_me) await page.getByLabel('A few words about yourself').fill(member.about_me);
  await next.click();
  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await page.getByLabel('Country').selectOption(member.country);
  await page.getByLabel('City').fill(member.city);
  await next.click();
  await expect(page.getByRole('heading', { name: 'Personal info' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Username').fill(member.name);
  await page.getByLabel('Date of birth').fill(member.date_of_birth);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Stay in the loop' })).toBeVisible();
  return member;
}
