import { expect, type Locator, type Page } from '@playwright/test';
import type { SignupRequest } from '@dating/shared/contracts/signup';
import { newMember } from './members';

/**
 * Signs a fresh member up through every step of the /signup screen in the browser (English texts)
 * and waits until the account exists (the push opt-in step shows). Leaves the page there.
 */
export async function signUp(page: Page, overrides: Partial<SignupRequest> = {}): Promise<SignupRequest> {
  const member = newMember(overrides);
  // `?profile=` addresses the first message; without it the message step is left out.
  await page.goto(member.to_profile_id ? `/signup?profile=${member.to_profile_id}` : '/signup');
  await fillSignupSteps(page, member);
  return member;
}

/**
 * The /signup screen's steps for `member`, from the first one on screen (a journey that reached /signup
 * by a link): with `to_profile_id` the page must show the first-message step. Waits until the account exists.
 */
export async function fillSignupSteps(page: Page, member: SignupRequest): Promise<void> {
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
  await chooseDateOfBirth(page, member.date_of_birth);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Stay in the loop' })).toBeVisible();
}

/**
 * Chooses `date` (YYYY-MM-DD; '' clears it) in the date-of-birth field named `label`: three selects
 * in the order of the member's language, each holding its part's number.
 */
export async function chooseDateOfBirth(scope: Page | Locator, date: string, label = 'Date of birth'): Promise<void> {
  const group = scope.getByRole('group', { name: label });
  const [year = '', month = '', day = ''] = date.split('-');
  await group.locator('select[data-part="year"]').selectOption(year);
  await group.locator('select[data-part="month"]').selectOption(month);
  await group.locator('select[data-part="day"]').selectOption(day);
}

/** What the date-of-birth field named `label` holds, as YYYY-MM-DD. */
export async function dateOfBirthIn(scope: Page | Locator, label = 'Date of birth'): Promise<string> {
  const group = scope.getByRole('group', { name: label });
  const parts = await Promise.all(['year', 'month', 'day'].map((part) => group.locator(`select[data-part="${part}"]`).inputValue()));
  return parts.join('-');
}

/** A birth date of someone who turns 18 tomorrow: refused today, and offered by the field. */
export function underAgeBirthDate(today = new Date()): string {
  return new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate() + 1)).toISOString().slice(0, 10);
}
