import { expect, type Page } from '@playwright/test';

/**
 * Brings a banner of the default layout forward (`id`: its place in shell/src/alerts/banner-queue.ts): only one shows at a time, by priority, the others one
 * "Next notice" press after another (a new member's activation reminder comes before the photo alert).
 */
export async function showBanner(page: Page, id: string): Promise<void> {
  const slot = page.locator(`[data-banner="${id}"]`);
  await expect(slot).toBeAttached();
  const pager = page.getByTestId('banner-pager');
  for (let press = 0; press < 7 && !(await slot.isVisible()); press += 1) {
    await pager.getByRole('button', { name: 'Next notice' }).click();
  }
  await expect(slot).toBeVisible();
}
