import { test, expect } from '../support/fixtures';

// The e2e api runs with TRUST_PROXY=loopback (support/serve.mjs), so it believes the country header
// a CDN in front would add: the test plays that CDN. A lander's layout shows the site-entry warning
// to visitors from NL and DE only.
const LANDER = '/landers/alonetonight';

test.describe('the visitor’s country', () => {
  test.use({ entryAccepted: false });

  test.describe('from the Netherlands', () => {
    test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'NL' } });

    test('sees the entry warning on a lander, and Dutch first in the language switcher', async ({ page }) => {
      await page.goto(LANDER);
      const warning = page.getByRole('dialog');
      await expect(warning).toBeVisible();
      await warning.getByRole('button', { name: /18 or older/ }).click();
      await expect(warning).toHaveCount(0);

      // The switcher (in the default layout's top bar) offers the Netherlands' languages, Dutch first.
      await page.goto('/members');
      await page.getByRole('button', { name: /language/i }).click();
      await expect(page.getByRole('menuitem')).toHaveText(['Nederlands', 'English']);
    });
  });

  test.describe('from the United States', () => {
    test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'US' } });

    test('sees no entry warning on a lander', async ({ page }) => {
      await page.goto(LANDER);
      await expect(page.locator('[data-remote="mf_landers"]')).toBeAttached();
      await expect(page.locator('[data-remote="mf_landers"] h1, [data-remote="mf_landers"] h2').first()).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});
