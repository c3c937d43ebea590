import { test, expect } from '../support/fixtures';
import { SAMPLE_VISITS } from '../support/sample-paths';

// Every route of the shared route table resolves to its layout and mounts its owning remote's parcel, with no page error.
for (const { route, path } of SAMPLE_VISITS) {
  test(`${route.name} ${path} → ${route.layout} layout, ${route.owner}/${route.parcel}`, async ({ tabFor }) => {
    // Members-only pages are walked as the free demo member; visitors are covered in visitor-redirect.spec.ts.
    // Page errors, console errors and CSP violations fail the test (the tabFor fixture).
    const tab = await tabFor({ role: route.requiresLogin ? 'member' : 'visitor' });
    const response = await tab.goto(path);
    expect(response?.status()).toBe(200);
    await expect(tab.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
    const parcel = tab.locator(`[data-remote="${route.owner}"][data-parcel="${route.parcel}"]`);
    await expect(parcel).toBeAttached();
    await expect(tab.getByTestId('remote-fallback')).toHaveCount(0);
  });
}
