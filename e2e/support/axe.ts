import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's WCAG 2.2 AA violations on the whole page, once nothing is loading, as "rule: targets" lines — an
 * empty list is a clean page. Always the whole page, a dialog's open or not: the header, the banners and
 * the footer are on every screen, and a scan of `main` alone missed their faults on every page. With
 * `labelsInNames` (the default) visible labels must also be in the accessible names
 * (label-content-name-mismatch, off by default in axe).
 */
export async function axeViolations(page: Page, options: { labelsInNames?: boolean } = {}): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const builder = new AxeBuilder({ page });
  const rules: Record<string, { enabled: boolean }> =
    options.labelsInNames === false ? {} : { 'label-content-name-mismatch': { enabled: true } };
  const { violations } = await builder
    .options({ resultTypes: ['violations'], rules })
    .withTags(TAGS)
    .setLegacyMode()
    .analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Screenshots at a phone's and a desktop's width for a person to look at: only with E2E_SCREENSHOTS=1. */
export async function screenshots(
  page: Page,
  name: string,
  outputPath: (name: string) => string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const restore = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: options.fullPage ?? true });
  }
  if (restore) await page.setViewportSize(restore);
}
