import { expect, login, test } from '../support/fixtures';

test('the free member answers the match finder and gets a ranked list that survives a reload and leads to profiles', async ({
  page,
  pageErrors,
}) => {
  await login(page, 'free');
  await page.goto('/match-finder');
  const flow = page.getByRole('form', { name: 'Match finder questions' });
  await expect(flow.getByTestId('match-finder-step')).toHaveText('Step 1 of 4');
  await flow.getByLabel('Women').check();
  await flow.getByRole('button', { name: 'Next' }).click();

  await expect(flow.getByTestId('match-finder-step')).toHaveText('Step 2 of 4');
  await flow.getByLabel('From age').fill('25');
  await flow.getByLabel('To age').fill('50');
  await flow.getByRole('button', { name: 'Next' }).click();

  await expect(flow.getByTestId('match-finder-step')).toHaveText('Step 3 of 4');
  await flow.getByLabel('Country').selectOption('');
  await flow.getByRole('button', { name: 'Next' }).click();

  await expect(flow.getByTestId('match-finder-step')).toHaveText('Step 4 of 4');
  await flow.getByLabel(/Coffee/).check();
  await flow.getByLabel(/Travelling/).check();
  await flow.getByRole('button', { name: 'Show my matches' }).click();

  await expect(page).toHaveURL(/\/match-finder\?gender=female&min_age=25&max_age=50&interests=\d+%2C\d+&results=1$/);
  const matches = page.getByTestId('match');
  await expect(matches.first()).toBeVisible();
  const count = await matches.count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByTestId('match-count')).toHaveText(`Your ${count} best matches`);
  const scores = (await page.getByTestId('match-score').allInnerTexts()).map((text) => Number(/(\d+)% match/.exec(text)?.[1]));
  expect([...scores].sort((x, y) => y - x)).toEqual(scores);
  // The best match shares a chosen interest.
  await expect(page.getByTestId('match-score').first()).toContainText(/Coffee|Travelling/);

  await page.reload();
  await expect(page.getByTestId('match')).toHaveCount(count);

  const first = matches.first().getByRole('link');
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId('profile-view')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('match')).toHaveCount(count);

  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByTestId('match-finder-step')).toHaveText('Step 1 of 4');
  expect(pageErrors).toEqual([]);
});
