import { test, expect } from '../support/fixtures';
import { SAMPLE_VISITS } from '../support/sample-paths';

/** The narrowest phone the product is laid out for: nothing may be wider than it. */
const PHONE = { width: 360, height: 780 };

// Every route of the shared route table resolves to its layout and mounts its owning remote's parcel, with no
// page error, has a title of its own, and fits a 360 px wide phone.
for (const { route, path } of SAMPLE_VISITS) {
  test(`${route.name} ${path} → ${route.layout} layout, ${route.owner}/${route.parcel}`, async ({ tabFor }) => {
    // Members-only pages are walked as the free demo member; visitors are covered in visitor-redirect.spec.ts.
    // Page errors, console errors and CSP violations fail the test (the tabFor fixture).
    // A phone-sized tab from the start: no resize before and after each visit (each lays the page out again).
    const tab = await tabFor({ role: route.requiresLogin ? 'member' : 'visitor', viewport: PHONE });
    const response = await tab.goto(path);
    expect(response?.status()).toBe(200);
    await expect(tab.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
    const parcel = tab.locator(`[data-remote="${route.owner}"][data-parcel="${route.parcel}"]`);
    await expect(parcel).toBeAttached();
    await expect(tab.getByTestId('remote-fallback')).toHaveCount(0);
    await expect(tab.locator('[aria-busy="true"]')).toHaveCount(0);
    // A title of the page's own before the site's name (the home page has the site's own title), never the name alone.
    if (route.name !== 'index') await expect(tab).toHaveTitle(/^(\(\d+\) )?\S.* – Dating Demo$/);
    // Sideways scrolling on a phone: the page's scrollable width against the window's.
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than a ${PHONE.width} px phone`).toBeLessThanOrEqual(0);
  });
}
