import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { listChatsEndpoint } from '@dating/shared/contracts/chats';
import {
  endLandingVisitEndpoint,
  landerEndpoint,
  LandingVisitEndRequestSchema,
  LandingVisitRequestSchema,
  LandingVisitResponseSchema,
  startLandingVisitEndpoint,
} from '@dating/shared/contracts/landers';
import { signUpEndpoint, signupRequestSchema } from '@dating/shared/contracts/signup';
import { getUserEndpoint } from '@dating/shared/contracts/user';
import { LANDER_CAMPAIGNS, LANDER_NAMES } from '@dating/shared/landers/lander-catalog';
import { callApi } from '../support/api-call';
import { axeViolations } from '../support/axe';
import { expect, failedResource, test } from '../support/fixtures';
import { newMember } from '../support/members';
import { fillSignupSteps } from '../support/signup';
import { REPO_ROOT } from '../support/processes';

/**
 * The top of the funnel: a visitor from an ad lands on a lander or a fictional profile's landing page and
 * signs up from it. Each journey is a fresh visitor (and a fresh member when it signs up), so they run side
 * by side.
 */

const isPost = (path: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === path;

/** The English headline each campaign slug selects (mf-landers' `variants.campaign.*`). */
const CAMPAIGN_HEADLINES = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'mf-landers', 'src', 'locales', 'en.json'), 'utf8')) as {
    variants: { campaign: Record<(typeof LANDER_CAMPAIGNS)[number], string> };
  }
).variants.campaign;

/** The page's own content (the lander layout's bar and footer left out). */
const parcelSelector = (name: string) => `[data-remote="mf_landers"][data-parcel="${name}"]`;
const parcel = (page: Page, name: string) => page.locator(parcelSelector(name));
/** axe over the whole lander page, its layout's top bar and footer included. */
const designViolations = (page: Page) => axeViolations(page);

/** A fictional profile with a landing page: the first the gallery lander shows. */
async function fictionalProfile(page: Page) {
  const { profiles } = await callApi(page.request, landerEndpoint, { query: { name: 'gallery' } });
  expect(profiles.length, 'the gallery lander shows fictional profiles').toBeGreaterThan(0);
  return profiles[0]!;
}

test('a visitor from an ad signs up from /landers/gallery/summer: the tracking query goes along, the visit is logged as acted', async ({
  page,
  pageErrors,
}) => {
  const visitStart = page.waitForRequest(isPost(startLandingVisitEndpoint.path));
  await page.goto('/landers/gallery/summer?network=adnet&ref=r1&sub1={sub1}&lb=1');
  const lander = parcel(page, 'lander');
  await expect(lander.getByRole('heading', { level: 1 })).toHaveText(CAMPAIGN_HEADLINES.summer);

  // `lb` turns bounce logging on: the visit begins with the page, the slug and the cleaned tracking query
  // (an unfilled `{sub1}` macro loses its braces).
  const started = await visitStart;
  expect(LandingVisitRequestSchema.parse(started.postDataJSON())).toEqual({
    page: 'gallery',
    slug: 'summer',
    tracking: { network: 'adnet', ref: 'r1', sub1: 'sub1' },
  });
  const { visit } = LandingVisitResponseSchema.parse(await (await started.response())!.json());

  // The call to action is a link to the signup page; leaving for it ends the visit as acted. The end is a
  // beacon, whose body only an intercepted request shows: passed on to the api, which takes it.
  let ended: (end: { body: unknown; status: number }) => void = () => undefined;
  const visitEnd = new Promise<{ body: unknown; status: number }>((resolve) => (ended = resolve));
  await page.route(endLandingVisitEndpoint.path, async (route) => {
    const response = await route.fetch();
    ended({ body: route.request().postDataJSON(), status: response.status() });
    await route.fulfill({ response });
  });
  await lander.locator('a[href="/signup"]:visible').first().click();
  await expect(page).toHaveURL(/\/signup$/);
  const end = await visitEnd;
  expect(end.status).toBe(200);
  expect(LandingVisitEndRequestSchema.parse(end.body)).toEqual({ visit, acted: true });

  const signup = page.waitForRequest(isPost(signUpEndpoint.path));
  const member = newMember();
  await fillSignupSteps(page, member);
  // The signup carries the visit's traffic source and the page it came in on; the api stores them
  // (api/src/routes/signup/signup.test.ts holds the stored row).
  expect(signupRequestSchema().parse((await signup).postDataJSON())).toMatchObject({
    email: member.email,
    tracking: { network: 'adnet', ref: 'r1', sub1: 'sub1' },
    landing_path: '/landers/gallery/summer',
  });
  const { user } = await callApi(page.request, getUserEndpoint);
  expect(user?.email).toBe(member.email);
  expect(pageErrors).toEqual([]);
});

test('a fictional profile’s landing page leads to signup with a first message to her or him, which her or his chat holds', async ({
  page,
  pageErrors,
}) => {
  const profile = await fictionalProfile(page);
  await page.goto(`/members/${profile.id}/landing`);
  const landing = parcel(page, 'member-landing');
  await expect(landing.getByText(profile.name).first()).toBeVisible();
  expect(await designViolations(page), '/members/<id>/landing').toEqual([]);

  // The call to action opens signup at the first message to this profile.
  await landing.locator(`a[href="/signup?profile=${profile.id}"]:visible`).first().click();
  await expect(page).toHaveURL(new RegExp(`/signup\\?profile=${profile.id}$`));
  const member = newMember({ to_profile_id: profile.id, signup_message: 'Hello from your landing page!' });
  await fillSignupSteps(page, member);
  const { chats } = await callApi(page.request, listChatsEndpoint);
  expect(chats.find((chat) => chat.profile.id === profile.id)?.last_message).toMatchObject({
    text: 'Hello from your landing page!',
    from_me: true,
  });
  expect(pageErrors).toEqual([]);
});

test('the other member landing designs put the profile first; a real member’s or an unknown id’s landing is the 404 page', async ({
  page,
  request,
  members,
  pageErrors,
  expectConsoleErrors,
}) => {
  // The 404s: the pages' profile calls answered 404.
  expectConsoleErrors(failedResource(404, '/api/landing-profile.php'));
  const profile = await fictionalProfile(page);
  for (const [path, name] of [
    [`/members/${profile.id}/landing2/summer`, 'member-landing2'],
    [`/members/${profile.id}/landing3`, 'member-landing3'],
  ] as const) {
    await page.goto(path);
    await expect(parcel(page, name).getByText(profile.name).first(), path).toBeVisible();
    expect(await designViolations(page), path).toEqual([]);
  }

  // Only fictional profiles have landing pages: a real member's (made in another session) and an unknown id are 404.
  const real = await members.create({}, { request, activated: true });
  for (const id of [real.profileId, 2_147_483_647]) {
    await page.goto(`/members/${id}/landing`);
    await expect(page.getByText('This page could not be found'), `/members/${id}/landing`).toBeVisible();
  }
  expect(pageErrors).toEqual([]);
});

test('/members/<id>/signup opens the signup modal at the first message to that profile', async ({ page, pageErrors }) => {
  const profile = await fictionalProfile(page);
  await page.goto(`/members/${profile.id}/signup`);
  const dialog = page.getByRole('dialog', { name: 'Sign up to chat' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your first message')).toBeVisible();
  // The whole page: the signup dialog is the shell's, outside the page's own content.
  expect(await axeViolations(page), '/members/<id>/signup').toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('/landers/tinderswipe: pass by button, like by arrow key, button and drag; the third like asks to sign up for her or him', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/landers/tinderswipe');
  const swipe = parcel(page, 'tinderswipe');
  const card = swipe.getByTestId('swipe-card');
  await expect(card).toBeVisible();
  expect(await designViolations(page), '/landers/tinderswipe').toEqual([]);
  const shown = async () => (await card.getAttribute('aria-label'))!;

  /** Swipes the card on screen by `how`; the next card takes its place. */
  const swipeBy = async (how: () => Promise<void>) => {
    const before = await shown();
    await how();
    await expect(card).not.toHaveAttribute('aria-label', before);
  };
  await swipeBy(() => swipe.getByRole('button', { name: /^Pass/ }).click());
  await swipeBy(() => page.keyboard.press('ArrowRight'));
  await swipeBy(() => swipe.getByRole('button', { name: /^Like/ }).click());

  // The third like by dragging the card to the right, as a finger would.
  const box = (await card.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + box.width * 0.8, y, { steps: 8 });
  await page.mouse.up();

  // No match is claimed: the panel asks to sign up, with the last liked profile as the first message's addressee.
  const signupLink = swipe.locator('a[href^="/signup?profile="]:visible').first();
  await expect(signupLink).toBeVisible();
  expect(await designViolations(page), '/landers/tinderswipe after the third like').toEqual([]);
  await signupLink.click();
  await expect(page).toHaveURL(/\/signup\?profile=\d+$/);
  expect(pageErrors).toEqual([]);
});

// Each design with its default headline, then with a campaign slug (its headline), as a visitor on a phone would see it.
LANDER_NAMES.forEach((name, index) => {
  const campaign = LANDER_CAMPAIGNS[index % LANDER_CAMPAIGNS.length]!;
  test(`/landers/${name} and /landers/${name}/${campaign} render the design and lead to signup`, async ({ page, pageErrors }) => {
    await page.goto(`/landers/${name}`);
    const lander = parcel(page, 'lander');
    await expect(lander.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(lander.locator('a[href="/signup"]:visible').first()).toBeVisible();
    expect(await designViolations(page), `/landers/${name}`).toEqual([]);

    await page.goto(`/landers/${name}/${campaign}`);
    await expect(lander.getByRole('heading', { level: 1 })).toHaveText(CAMPAIGN_HEADLINES[campaign]);
    await expect(lander.locator('a[href="/signup"]:visible').first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
