import { login, test, expect } from '../support/fixtures';
import { SAMPLE_VISITS } from '../support/sample-paths';

// Every route of the shared route table resolves to its layout and mounts its owning remote's parcel, with no page error.
for (const { route, path } of SAMPLE_VISITS) {
  test(`${route.name} ${path} → ${route.layout} layout, ${route.owner}/${route.parcel}`, async ({ page, pageErrors }) => {
    // Members-only pages are walked as the free demo member; visitors are covered in visitor-redirect.spec.ts.
    if (route.requiresLogin) await login(page, 'free');
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
    const parcel = page.locator(`[data-remote="${route.owner}"][data-parcel="${route.parcel}"]`);
    await expect(parcel).toBeAttached();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}
