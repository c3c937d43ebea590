import type { APIRequestContext, Page } from '@playwright/test';
import { getMemberProfileEndpoint } from '@dating/shared/contracts/member-profile';
import { searchMembersEndpoint } from '@dating/shared/contracts/search';
import { callApi, sendApi } from '../support/api-call';
import { DEMO, expect, login, test, failedResource } from '../support/fixtures';
import type { Members } from '../support/members';

const FREE_VISIBLE = 3;

interface Target {
  id: number;
  age: number;
  gender: string;
  country: string;
  photoCount: number;
}

/**
 * A fictional profile with at least 5 photos that both demo members may see (neither has a block with
 * it), chosen deterministically: the newest such profile of the free member's unfiltered search.
 */
async function findTarget(members: Members, request: APIRequestContext): Promise<Target> {
  const as = async (who: keyof typeof DEMO) => {
    await members.login(who, { request });
  };
  await as('premium');
  const premiumCan = async (id: number) => (await sendApi(request, getMemberProfileEndpoint, { query: { id } })).status() === 200;
  await as('free');
  let after = '';
  for (;;) {
    const page = await callApi(request, searchMembersEndpoint, { query: { limit: 48, ...(after ? { after } : {}) } });
    for (const candidate of page.profiles.filter((p) => p.fictional)) {
      const { profile } = await callApi(request, getMemberProfileEndpoint, { query: { id: candidate.id } });
      if (profile.photos.length < 5) continue;
      await as('premium');
      const ok = await premiumCan(candidate.id);
      await as('free');
      if (ok)
        return {
          id: candidate.id,
          age: candidate.age,
          gender: candidate.gender,
          country: candidate.country,
          photoCount: profile.photos.length,
        };
    }
    if (!page.next) break;
    after = page.next;
  }
  throw new Error('the seed has no fictional profile with 5 or more photos');
}

const thumbs = (page: Page) => page.getByTestId('gallery-thumb');
const unlockedThumbs = (page: Page) => page.locator('[data-testid="gallery-thumb"][data-locked="false"]');
const lockedThumbs = (page: Page) => page.locator('[data-testid="gallery-thumb"][data-locked="true"]');

/** The large photo has really loaded from the photo server (not a broken image). */
async function expectMainPhotoLoaded(page: Page) {
  const image = page.getByTestId('gallery-frame').locator('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('a free member opens a profile from the search and sees 3 photos, the rest locked with the premium call to action', async ({
  page,
  request,
  pageErrors,
  members,
}) => {
  const target = await findTarget(members, request);
  await login(page, 'free');
  // A search that certainly lists the profile: its gender, country and exact age.
  await page.goto(`/members?gender=${target.gender}&country=${target.country}&countryregion=&min_age=${target.age}&max_age=${target.age}`);
  const card = page.locator(`[data-testid="member-card"] a[href="/members/${target.id}"]`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/members/${target.id}$`));

  await expect(thumbs(page)).toHaveCount(target.photoCount);
  await expect(unlockedThumbs(page)).toHaveCount(FREE_VISIBLE);
  await expect(lockedThumbs(page)).toHaveCount(target.photoCount - FREE_VISIBLE);
  await expectMainPhotoLoaded(page);
  await expect(page.getByTestId('gallery-position')).toHaveText(`1 / ${target.photoCount}`);
  await expect(page.getByTestId('fictional-warning')).toBeVisible();

  // The keyboard walks the gallery to the first locked photo: a placeholder with the call to action.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('gallery-position')).toHaveText(`4 / ${target.photoCount}`);
  await expect(page.getByTestId('locked-photo')).toBeVisible();
  await expect(page.getByTestId('gallery-frame').locator('img')).toHaveCount(0);
  await page.getByRole('button', { name: 'See all photos with Premium' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  expect(pageErrors).toEqual([]);
});

test('the premium member sees every photo of the same profile', async ({ page, request, pageErrors, members }) => {
  const target = await findTarget(members, request);
  await login(page, 'premium');
  await page.goto(`/members/${target.id}`);
  await expect(thumbs(page)).toHaveCount(target.photoCount);
  await expect(unlockedThumbs(page)).toHaveCount(target.photoCount);
  await expectMainPhotoLoaded(page);
  // The last photo too is a real image.
  await page.getByRole('button', { name: `Show photo ${target.photoCount} of ${target.photoCount}` }).click();
  await expectMainPhotoLoaded(page);
  await expect(page.getByTestId('locked-photo')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a visitor sees the main photo only and is asked to sign up for more', async ({ page, request, pageErrors, members }) => {
  const target = await findTarget(members, request);
  await page.goto(`/members/${target.id}`);
  await expect(thumbs(page)).toHaveCount(target.photoCount);
  await expect(unlockedThumbs(page)).toHaveCount(1);
  await expect(lockedThumbs(page)).toHaveCount(target.photoCount - 1);
  await expectMainPhotoLoaded(page);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByRole('button', { name: 'Sign up to see more photos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'See all photos with Premium' })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('an unknown profile is the 404 page, with a way home', async ({ page, pageErrors, expectConsoleErrors }) => {
  // The page's own 404 answer, and GET /api/profile.php answered 404.
  expectConsoleErrors(failedResource(404, '/'));
  await login(page, 'free');
  await page.goto('/members/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  // The free member has unread messages, so the title carries the (n) prefix.
  await expect(page).toHaveTitle(/^\(\d+\) This page could not be found – /);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  // The home page sends a member straight on to the members area (it replaced "/": asserting "/" raced it).
  await expect(page).toHaveURL(/\/members(\?|$)/);
  expect(pageErrors).toEqual([]);
});
