import AxeBuilder from '@axe-core/playwright';
import type { RouteDef } from '@dating/shared/routes/route-table';
import { expect, test } from '../support/fixtures';
import { SAMPLE_VISITS } from '../support/sample-paths';

/**
 * axe over every route of the shared route table, as a visitor and as a member (the free demo
 * member): WCAG 2.0, 2.1 and 2.2 A and AA, plus label-content-name-mismatch, which axe leaves off as
 * experimental although WCAG 2.1 requires it (2.5.3, label in name). Routes a role cannot see are
 * left out for that role, because the page shown instead is checked on its own route: a visitor on
 * a members-only route gets the login screen, a member on /login or /signup is sent to /members.
 */
type Role = 'visitor' | 'member';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Pages that send a member on (the home page to /members, a member's signup page to the chat with that member).
const SENT_ON_WHEN_LOGGED_IN = new Set(['login', 'signup', 'index', 'members-id-signup']);
const shownTo = (role: Role, route: RouteDef) => (role === 'visitor' ? !route.requiresLogin : !SENT_ON_WHEN_LOGGED_IN.has(route.name));

for (const role of ['visitor', 'member'] as const) {
  for (const { route, path } of SAMPLE_VISITS.filter((visit) => shownTo(role, visit.route))) {
    test(`axe: ${path} as a ${role}`, async ({ tabFor }) => {
      // A tab per worker and role, the member logged in once (the tabFor fixture).
      const tab = await tabFor({ role });
      await tab.goto(path);
      // The page as its remote rendered it: the layout, the parcel with content, nothing loading.
      await expect(tab.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
      await expect(tab.locator(`[data-remote="${route.owner}"][data-parcel="${route.parcel}"] > *`).first()).toBeAttached();
      await expect(tab.locator('[aria-busy="true"]')).toHaveCount(0);
      // options() replaces what withTags() sets, so it comes first. Legacy mode runs axe in the page
      // itself, a third of the time of the default (which finishes in a blank page of its own to
      // merge cross-origin frames: the app has none). Only violations are detailed.
      const { violations } = await new AxeBuilder({ page: tab })
        .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
        .withTags(TAGS)
        .setLegacyMode()
        .analyze();
      const found = violations.map(
        ({ id, help, nodes }) =>
          `${id}: ${help}\n${nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n')}`,
      );
      expect(found, `axe on ${path} as a ${role}`).toEqual([]);
    });
  }
}
