import { test, expect } from '../support/fixtures';

test.describe('site-entry warning', () => {
  test.use({ entryAccepted: false });

  test('a first visit asks for confirmation; the choice is remembered', async ({ page }) => {
    await page.goto('/members');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // It is a real modal: Escape does not get rid of it, and focus is inside it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await dialog.getByRole('button', { name: /18 or older/ }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-remote="mf_search"]')).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
