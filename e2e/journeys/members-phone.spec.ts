import type { Page } from '@playwright/test';
import { screenshots } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * The members area on a phone, as a member who has just signed up meets it (the confirm-e-mail notice
 * still showing): the first result card on the first screen, like and message on a profile without
 * scrolling past the photo, the swipe game's card and buttons on one screen, and no page wider than
 * the narrowest phone.
 */

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 360, height: 780 };

/** The page's scrollable width beyond the window's (sideways scrolling on a phone), and the innermost elements that stick out. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const out = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
    const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
    return {
      px: document.documentElement.scrollWidth - width,
      culprits: innermost.slice(0, 3).map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`),
    };
  });

/** Nothing on the page wider than the narrowest phone: checked at that width, then back to the phone's. */
async function fitsNarrowest(page: Page, what: string): Promise<void> {
  // A resize lays the page out again as a fresh load at that width would: one load per page, not two.
  await page.setViewportSize(NARROW);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { px, culprits } = await overflow(page);
  expect(px, `${what} is wider than a ${NARROW.width} px phone: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
  await page.setViewportSize(PHONE);
}

test('a member who just signed up sees the first result at once on a phone, like and message on a profile, the swipe game on one screen, nothing wider than 360 px', async ({
  page,
  members,
}, testInfo) => {
  await members.create();
  await page.setViewportSize(PHONE);
  await page.goto('/members');

  // Results first: the filters fold behind a button that says which are on.
  const first = page.getByTestId('member-card').first();
  await expect(first).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('search', { name: 'Search filters' })).toBeHidden();
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The whole card, its buttons included, above the tab bar.
  const tabBarTop = await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Messages/ })
    .evaluate((link) => link.getBoundingClientRect().top);
  const cardBottom = await first.evaluate((card) => card.getBoundingClientRect().bottom);
  expect(cardBottom, 'the first card ends above the bottom tab bar').toBeLessThanOrEqual(tabBarTop);
  await expect(first.getByRole('button', { name: /^Like / })).toBeInViewport();
  await screenshots(page, 'members', (name) => testInfo.outputPath(name), { fullPage: false });
  await fitsNarrowest(page, '/members');

  // A search from the opened filters folds them again and brings the results into view.
  await toggle.click();
  await page.getByRole('search', { name: 'Search filters' }).getByRole('button', { name: 'Search' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('result-count')).toBeInViewport();

  // A profile: headed by the member's name and age; like and message in reach while the photo shows
  // (the shell opens a new page at its top, however far the results were scrolled).
  const name = (await first.getByRole('link').innerText()).split('\n').find((line) => /,\s*\d+/.test(line))!;
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.trim());
  await expect(page.getByTestId('gallery-frame')).toBeVisible();
  const bar = page.getByTestId('profile-actions');
  await expect(bar.getByRole('button', { name: 'Send a message' })).toBeInViewport({ ratio: 1 });
  await expect(bar.getByRole('button', { name: /^Like / })).toBeInViewport({ ratio: 1 });
  await screenshots(page, 'profile', (name) => testInfo.outputPath(name), { fullPage: false });
  await fitsNarrowest(page, new URL(page.url()).pathname);

  // The swipe game: the card and its buttons on the first screen, at a phone's and a laptop's size.
  await page.goto('/swipe-game');
  await fitsNarrowest(page, '/swipe-game');
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await expect(page.getByTestId('swipe-card')).toBeVisible();
    for (const button of [/^Like /, /^Pass on /]) await expect(page.getByRole('button', { name: button })).toBeInViewport({ ratio: 1 });
  }
  await screenshots(page, 'swipe-game', (name) => testInfo.outputPath(name), { fullPage: false });
  await page.goto('/likes');
  await expect(page.getByTestId('likes-empty')).toBeVisible();
  await screenshots(page, 'likes', (name) => testInfo.outputPath(name), { fullPage: false });
  await fitsNarrowest(page, '/likes');
});
