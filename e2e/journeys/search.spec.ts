import type { Locator, Page } from '@playwright/test';
import { searchMembersEndpoint, type SearchResponse } from '@dating/shared/contracts/search';
import { getSettingsEndpoint } from '@dating/shared/contracts/settings';
import { callApi } from '../support/api-call';
import { expect, login, test, failedResource } from '../support/fixtures';

const PAGE_SIZE = 24;
const MIN_AGE = 25;
const MAX_AGE = 60;

const cards = (page: Page) => page.getByTestId('member-card');
const countLine = (page: Page) => page.getByTestId('result-count');
const form = (page: Page) => page.getByRole('search', { name: 'Search filters' });
const membersFound = (total: number) => (total === 1 ? '1 member found' : `${total} members found`);

/** The api's answer for the filters the page's URL holds: what the screen must show. */
async function expectedFor(page: Page): Promise<SearchResponse> {
  // An empty filter in the URL means "any": the api is asked without it.
  const params = new URLSearchParams([...new URL(page.url()).searchParams].filter(([, value]) => value !== ''));
  return callApi(page.request, searchMembersEndpoint, { query: Object.fromEntries(params) });
}

/** Scrolls to the last card, as a member reading on does: the next page loads on its own. */
async function scrollToEnd(page: Page): Promise<void> {
  await cards(page).last().scrollIntoViewIfNeeded();
}

async function ageOf(card: Locator): Promise<number> {
  // "Name, 34" (an "Online" text for screen readers may come first).
  return Number(/,\s*(\d+)/.exec(await card.getByRole('link').innerText())?.[1]);
}

test('the free member searches, narrows by age and country, loads more; reload and back keep the search', async ({ page, pageErrors }) => {
  // The Load more button as browsers without IntersectionObserver get it: scrolling to it would
  // otherwise load the next page before the click.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await login(page, 'free');
  await page.goto('/members');

  // Her defaults land in the URL, and the page shows the api's results and total for them.
  await expect(page).toHaveURL(/\/members\?gender=[a-z]*&country=[A-Z]*&countryregion=&min_age=\d+&max_age=\d+$/);
  const initial = await expectedFor(page);
  await expect(countLine(page)).toHaveText(membersFound(initial.total));
  await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, initial.total));

  // Narrow by age only (anyone, all countries): more than a page, so load more appends the next one.
  await form(page).getByLabel('Looking for').selectOption('');
  await form(page).getByLabel('Country').selectOption('');
  await form(page).getByLabel('Minimum age').fill(String(MIN_AGE));
  await form(page).getByLabel('Maximum age').fill(String(MAX_AGE));
  await form(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/members\\?gender=&country=&countryregion=&min_age=${MIN_AGE}&max_age=${MAX_AGE}$`));
  const byAge = await expectedFor(page);
  expect(byAge.total, 'the seed has more than a page of members aged 25–60').toBeGreaterThan(PAGE_SIZE);
  await expect(countLine(page)).toHaveText(membersFound(byAge.total));
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(Math.min(2 * PAGE_SIZE, byAge.total));
  const hrefs = await cards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  for (const card of await cards(page).all()) {
    const age = await ageOf(card);
    expect(age).toBeGreaterThanOrEqual(MIN_AGE);
    expect(age).toBeLessThanOrEqual(MAX_AGE);
  }

  // Narrow by country too (the site's country with the most such members): a new search, the
  // accumulated results are replaced by its own.
  const { countries } = await callApi(page.request, getSettingsEndpoint, { query: {} });
  let country = countries[0]!;
  let best = -1;
  for (const code of countries) {
    const { total } = await callApi(page.request, searchMembersEndpoint, {
      query: { country: code, min_age: MIN_AGE, max_age: MAX_AGE, limit: 1 },
    });
    if (total > best) [country, best] = [code, total];
  }
  expect(best).toBeGreaterThan(0);
  await form(page).getByLabel('Country').selectOption(country);
  await form(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/members\\?gender=&country=${country}&countryregion=&min_age=${MIN_AGE}&max_age=${MAX_AGE}$`));
  await expect(countLine(page)).toHaveText(membersFound(best));
  await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, best));

  // Reload: the same filters in the form, the same search (its first page).
  await page.reload();
  await expect(form(page).getByLabel('Country')).toHaveValue(country);
  await expect(form(page).getByLabel('Minimum age')).toHaveValue(String(MIN_AGE));
  await expect(form(page).getByLabel('Maximum age')).toHaveValue(String(MAX_AGE));
  await expect(countLine(page)).toHaveText(membersFound(best));
  await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, best));

  // Open a profile, come back: the search is still there.
  const first = cards(page).first().getByRole('link');
  const profilePath = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`country=${country}&countryregion=&min_age=${MIN_AGE}&max_age=${MAX_AGE}$`));
  await expect(form(page).getByLabel('Country')).toHaveValue(country);
  await expect(countLine(page)).toHaveText(membersFound(best));
  await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, best));
  expect(pageErrors).toEqual([]);
});

test("search A, then search B, then Back: A's filters and the pages of A loaded before", async ({ page, pageErrors }) => {
  await login(page, 'free');
  await page.goto('/members');
  await expect(page).toHaveURL(/\/members\?gender=/);
  const defaultsUrl = page.url();
  await expect(cards(page).first()).toBeVisible();

  // A: anyone aged 25–60, two pages.
  await form(page).getByLabel('Looking for').selectOption('');
  await form(page).getByLabel('Country').selectOption('');
  await form(page).getByLabel('Minimum age').fill(String(MIN_AGE));
  await form(page).getByLabel('Maximum age').fill(String(MAX_AGE));
  await form(page).getByRole('button', { name: 'Search' }).click();
  const urlA = new RegExp(`/members\\?gender=&country=&countryregion=&min_age=${MIN_AGE}&max_age=${MAX_AGE}$`);
  await expect(page).toHaveURL(urlA);
  const a = await expectedFor(page);
  expect(a.total, 'the seed has more than a page of members aged 25–60').toBeGreaterThan(PAGE_SIZE);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await scrollToEnd(page);
  const loadedOfA = Math.min(2 * PAGE_SIZE, a.total);
  await expect(cards(page)).toHaveCount(loadedOfA);
  const hrefsOfA = await cards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  // B: men only, the same ages.
  await form(page).getByLabel('Looking for').selectOption('male');
  await form(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/members\\?gender=male&country=&countryregion=&min_age=${MIN_AGE}&max_age=${MAX_AGE}$`));
  const b = await expectedFor(page);
  expect(b.total).toBeLessThan(a.total);
  await expect(countLine(page)).toHaveText(membersFound(b.total));
  await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, b.total));

  // Back: A again, with its filters, its total and both of its pages, in the same order.
  await page.goBack();
  await expect(page).toHaveURL(urlA);
  await expect(form(page).getByLabel('Looking for')).toHaveValue('');
  await expect(form(page).getByLabel('Minimum age')).toHaveValue(String(MIN_AGE));
  await expect(form(page).getByLabel('Maximum age')).toHaveValue(String(MAX_AGE));
  await expect(countLine(page)).toHaveText(membersFound(a.total));
  await expect(cards(page)).toHaveCount(loadedOfA);
  expect(
    await cards(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(hrefsOfA);

  // Back once more: the member's defaults (written into the bare /members in place, not a step of their own).
  await page.goBack();
  await expect(page).toHaveURL(defaultsUrl);
  await expect(form(page).getByLabel('Minimum age')).toHaveValue(new URL(defaultsUrl).searchParams.get('min_age')!);
  await expect(form(page).getByLabel('Maximum age')).toHaveValue(new URL(defaultsUrl).searchParams.get('max_age')!);

  // Forward: B.
  await page.goForward();
  await page.goForward();
  await expect(form(page).getByLabel('Looking for')).toHaveValue('male');
  await expect(countLine(page)).toHaveText(membersFound(b.total));
  expect(pageErrors).toEqual([]);
});

test('scrolling to the end of the results loads the next page', async ({ page, pageErrors }) => {
  await login(page, 'free');
  await page.goto(`/members?gender=&country=&countryregion=&min_age=${MIN_AGE}&max_age=${MAX_AGE}`);
  const expected = await expectedFor(page);
  expect(expected.total, 'the seed has more than a page of members aged 25–60').toBeGreaterThan(PAGE_SIZE);
  await expect(countLine(page)).toHaveText(membersFound(expected.total));
  await expect(cards(page)).toHaveCount(PAGE_SIZE);

  await scrollToEnd(page);
  await expect(cards(page)).toHaveCount(Math.min(2 * PAGE_SIZE, expected.total));
  const hrefs = await cards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  expect(pageErrors).toEqual([]);
});

test('Back from a profile opened far down the results returns to that place in them', async ({ page, pageErrors }) => {
  // Pages loaded by the button only, so that how many there are does not depend on the scrolling.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await login(page, 'free');
  await page.goto(`/members?gender=&country=&countryregion=&min_age=${MIN_AGE}&max_age=${MAX_AGE}`);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);

  // A card of the second page, well below the first screen.
  const card = cards(page).nth(PAGE_SIZE + 4);
  await card.scrollIntoViewIfNeeded();
  const href = await card.getByRole('link').getAttribute('href');
  const top = await page.evaluate(() => window.scrollY);
  expect(top).toBeGreaterThan(500);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
  await expect(page.locator(`[data-testid="member-card"] a[href="${href}"]`)).toBeInViewport();
  expect(pageErrors).toEqual([]);
});

// de.localhost lets visitors search only with a traffic source; Chromium resolves *.localhost to this machine.
test('a visitor needs a traffic source where the site asks for one', async ({ page, pageErrors, expectConsoleErrors }) => {
  // The search without a traffic source is refused (authentication required).
  expectConsoleErrors(failedResource('4xx', '/api/search.php'));
  const origin = new URL(test.info().project.use.baseURL!).origin.replace('127.0.0.1', 'de.localhost');
  await page.goto(`${origin}/members`);
  await expect(page.getByText(/Log in or sign up for free to search|Logge dich ein oder registriere dich kostenlos/)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.goto(`${origin}/members?network=e2e`);
  await expect(cards(page).first()).toBeVisible();
  await expect(page).toHaveURL(/network=e2e/);
  expect(pageErrors).toEqual([]);
});
