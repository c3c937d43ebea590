import type { APIRequestContext, Browser } from '@playwright/test';
import { likeProfileEndpoint } from '@dating/shared/contracts/blocks';
import { getMemberProfileEndpoint } from '@dating/shared/contracts/member-profile';
import { searchMembersEndpoint } from '@dating/shared/contracts/search';
import { callApi, sendApi } from '../support/api-call';
import { expect, failedResource, test } from '../support/fixtures';
import type { Member, Members } from '../support/members';

/** A fresh, activated member in a browser context of their own (logged in as them). */
async function member(browser: Browser, members: Members, overrides: Parameters<Members['create']>[0]) {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('shell:site-entry-accepted', '1700000000000'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const signedUp = await members.create(overrides, { activated: true, request: page.request });
  return { context, page, member: signedUp, errors };
}

/** Whether `who`'s search for the other's country, gender and exact age lists `target` (api, as the screen asks it). */
async function searchFinds(request: APIRequestContext, target: Member, age: number) {
  const body = await callApi(request, searchMembersEndpoint, {
    query: { gender: target.gender, country: target.country, min_age: age, max_age: age, limit: 48 },
  });
  return body.profiles.some((p) => p.id === target.profileId);
}

test('a member blocks another: the blocked one gets the 404 page and no longer finds them; unblocking in settings makes them visible again', async ({
  browser,
  members,
  expectConsoleErrors,
}) => {
  // B's reload of A's profile: the page's own 404 answer and GET /api/profile.php answered 404.
  expectConsoleErrors(failedResource(404, '/'));
  const a = await member(browser, members, {
    gender: 'female',
    sexuality: 'hetero',
    country: 'NL',
    city: 'Utrecht',
    date_of_birth: '1991-03-10',
  });
  const b = await member(browser, members, {
    gender: 'male',
    sexuality: 'hetero',
    country: 'NL',
    city: 'Utrecht',
    date_of_birth: '1989-07-01',
  });
  const aAge = (await callApi(b.page.request, getMemberProfileEndpoint, { query: { id: a.member.profileId } })).profile.age;
  if (aAge === undefined) throw new Error("a member's profile shows the age");

  // B finds A in the search and sees A's profile.
  await b.page.goto(`/members?gender=female&country=NL&countryregion=&min_age=${aAge}&max_age=${aAge}`);
  await expect(b.page.locator(`[data-testid="member-card"] a[href="/members/${a.member.profileId}"]`)).toBeVisible();
  await b.page.goto(`/members/${a.member.profileId}`);
  await expect(b.page.getByRole('heading', { level: 1, name: new RegExp(a.member.name) })).toBeVisible();

  // A blocks B from B's profile: asked first, then the notice with undo.
  await a.page.goto(`/members/${b.member.profileId}`);
  await a.page
    .getByTestId('profile-actions')
    .getByRole('button', { name: `More actions for ${b.member.name}` })
    .click();
  await a.page.getByRole('menuitem', { name: 'Block' }).click();
  const dialog = a.page.getByRole('dialog', { name: `Block ${b.member.name}?` });
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(a.page.getByTestId('blocked-notice')).toContainText(`You have blocked ${b.member.name}.`);

  // B: A's profile is the 404 page, and A is gone from B's search.
  await b.page.reload();
  await expect(b.page.getByText('This page could not be found')).toBeVisible();
  expect(await searchFinds(b.page.request, a.member, aAge)).toBe(false);
  await b.page.goto(`/members?gender=female&country=NL&countryregion=&min_age=${aAge}&max_age=${aAge}`);
  await expect(b.page.getByTestId('result-count')).toBeVisible();
  await expect(b.page.locator(`a[href="/members/${a.member.profileId}"]`)).toHaveCount(0);
  // Nor can B like A: the server answers 404 whatever the browser shows.
  const like = await sendApi(b.page.request, likeProfileEndpoint, { body: { profile: a.member.profileId } });
  expect(like.status()).toBe(404);

  // A unblocks B in the settings.
  await a.page.goto('/settings');
  const section = a.page.getByRole('region', { name: 'Blocked members' });
  await section.getByRole('button', { name: `Unblock ${b.member.name}` }).click();
  await expect(section.getByTestId('blocked-members-status')).toHaveText(`${b.member.name} is no longer blocked.`);

  // B sees and finds A again.
  await b.page.goto(`/members/${a.member.profileId}`);
  await expect(b.page.getByRole('heading', { level: 1, name: new RegExp(a.member.name) })).toBeVisible();
  expect(await searchFinds(b.page.request, a.member, aAge)).toBe(true);

  expect([...a.errors, ...b.errors]).toEqual([]);
  await a.context.close();
  await b.context.close();
});
