import { likeProfileEndpoint } from '@dating/shared/contracts/blocks';
import { sendApi } from '../support/api-call';
import { expect, test, failedResource } from '../support/fixtures';
import { membersFor } from '../support/members';

test('a visitor who tries to like a member is asked to sign up, and the server refuses a visitor’s like', async ({ page, pageErrors }) => {
  await page.goto('/members?gender=female&country=&countryregion=&min_age=25&max_age=40');
  const firstCard = page.getByTestId('member-card').first();
  await expect(firstCard).toBeVisible();
  const name = (await firstCard.getByRole('link').innerText())
    .split(',')[0]!
    .replace(/^Online\s*/, '')
    .trim();

  // Like on a result card opens the signup modal for liking.
  await firstCard.getByRole('button', { name: new RegExp(`^Like ${name}`) }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up to like' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // On the profile too; and a message asks to sign up to chat.
  await firstCard.getByRole('link').click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await page.getByTestId('profile-actions').getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up to like' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Send a message' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up to chat' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Members-only actions are not offered at all.
  await expect(page.getByRole('button', { name: 'Block' })).toHaveCount(0);

  // The server refuses a visitor's like whatever the page does.
  const id = Number(/\/members\/(\d+)$/.exec(page.url())?.[1]);
  const like = await sendApi(page.request, likeProfileEndpoint, { body: { profile: id } });
  expect(like.status()).toBe(403);

  // Back returns to the same search, and a reload keeps it.
  await page.goBack();
  await expect(page).toHaveURL(/\/members\?gender=female&country=&countryregion=&min_age=25&max_age=40$/);
  await expect(page.getByRole('search', { name: 'Search filters' }).getByLabel('Minimum age')).toHaveValue('25');
  await page.reload();
  await expect(page.getByRole('search', { name: 'Search filters' }).getByLabel('Maximum age')).toHaveValue('40');
  await expect(page.getByTestId('member-card').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

// de.localhost lets visitors search only with a traffic source; Chromium resolves *.localhost to this machine.
test('where visitors need a traffic source, the match finder asks them to log in or sign up without one', async ({
  page,
  pageErrors,
  expectConsoleErrors,
}) => {
  // The match finder's call without a traffic source is refused (authentication required).
  expectConsoleErrors(failedResource('4xx', '/api/'));
  const origin = new URL(test.info().project.use.baseURL!).origin.replace('127.0.0.1', 'de.localhost');
  await page.goto(`${origin}/match-finder?gender=female&min_age=25&max_age=45&results=1`);
  // The German site: its texts are German.
  await expect(page.getByText('Logge dich ein oder registriere dich kostenlos, um deine Matches zu finden.')).toBeVisible();
  await expect(page.getByTestId('match')).toHaveCount(0);

  await page.goto(`${origin}/match-finder?gender=female&min_age=25&max_age=45&results=1&network=e2e`);
  await expect(page.getByTestId('match').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the home page shows the site’s own profiles with their faces, never a member who has just signed up', async ({ page }) => {
  const member = await membersFor(page).create({}, { activated: true });
  await page.context().clearCookies();
  await page.goto('/');
  const singles = page.getByRole('region', { name: 'Singles you could meet' });
  await expect(singles.locator('img[src*="/photos/seed-"]').first()).toBeVisible();
  await expect(page.getByText(member.name)).toHaveCount(0);
});
