import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { STATIC_PAGES } from '@dating/shared/routes/route-table';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import { axeViolations, screenshots } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { REPO_ROOT } from '../support/processes';
import { textIn } from '../support/texts';

// The legal and help pages (#20): their text per locale, the seeded company (api/src/seed/data/sites.ts)
// and the site's support contact, anchors, the US privacy notice, the document head, and axe.
const COMPANY = 'Dating Demo B.V.';
type StaticPage = (typeof STATIC_PAGES)[number];
const TITLES = {
  ban: 'Access ban',
  cookies: 'Cookies',
  faq: 'Frequently asked questions',
  privacy: 'Privacy',
  'return-policy': 'Returns and refunds',
  service: 'Customer service',
  terms: 'Terms and conditions',
} as const;

interface Content {
  sections: { id: string; heading: string; region?: string }[];
}
const contentOf = (page: string, locale: string) =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'mf-landers/src/features/static-page/content', page, `${locale}.json`), 'utf8')) as Content;

const article = (page: Page) => page.locator('article[data-static-page]');
const known = (key: string) => Object.values(STORAGE_NAMES).some((name) => key === name || (name.endsWith(':') && key.startsWith(name)));

/** What one page shows beyond the common checks (one page load each, to keep the journey short). */
const PAGE_CHECKS: Partial<Record<StaticPage, (page: Page, locale: 'en' | 'de') => Promise<void>>> = {
  // The seeded company was added on 2024-01-15, after the terms' own 2023-12-01.
  terms: async (page, locale) => {
    await expect(article(page).locator('time')).toHaveText(locale === 'en' ? '15 January 2024' : '15. Januar 2024');
  },
  service: async (page) => {
    await expect(article(page).getByRole('link', { name: '+31 20 123 45 67' }).first()).toHaveAttribute('href', 'tel:+31201234567');
    await expect(article(page).getByRole('link', { name: 'support@dating.localhost' }).first()).toHaveAttribute(
      'href',
      'mailto:support@dating.localhost',
    );
  },
  privacy: async (page, locale) => {
    await expect(article(page).locator('section#us-state-privacy')).toHaveCount(locale === 'en' ? 1 : 0);
    await expect(article(page)).toContainText(
      `© Number Resource Organization (nro.net), ${locale === 'en' ? 'licensed under' : 'lizenziert unter'} CC BY 4.0`,
    );
  },
  // The table lists the registry, and the browser holds no key the registry lacks.
  cookies: async (page) => {
    const listed = await article(page)
      .locator('[data-storage-key]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-storage-key')));
    expect(new Set(listed)).toEqual(new Set(Object.values(STORAGE_NAMES)));
    const held = [
      ...(await page.context().cookies()).map((cookie) => cookie.name),
      ...(await page.evaluate(() => [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)])),
    ];
    expect(held.filter((key) => !known(key))).toEqual([]);
  },
  // Printed, the page is its text only.
  faq: async (page) => {
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('footer').first()).toBeHidden();
    await expect(article(page).getByRole('navigation')).toBeHidden();
    await expect(article(page).getByRole('heading', { level: 1 })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  },
};

for (const name of STATIC_PAGES) {
  for (const locale of ['en', 'de'] as const) {
    test(`/pages/${name} in ${locale}: its text, the company, contents that lead to every section, the head, and no axe violations`, async ({
      tabFor,
    }, testInfo) => {
      // A visitor's tab of this worker with the language cookie set (the tabFor fixture).
      const page = await tabFor({ role: 'visitor', locale });
      await page.goto(`/pages/${name}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const body = article(page);
      await expect(body).toHaveAttribute('aria-busy', 'false');
      const title = textIn('mf-landers', locale, TITLES[name]);
      await expect(body.getByRole('heading', { level: 1 })).toHaveText(title);
      const sections = contentOf(name, locale).sections.filter((section) => section.region !== 'us' || locale === 'en');
      for (const section of sections)
        await expect(body.locator(`section#${section.id} > h2`)).toHaveText(section.heading.replace('{{site}}', 'Dating Demo'));
      const contents = body.getByRole('navigation').getByRole('link');
      await expect(contents).toHaveCount(sections.length);
      await expect(body.getByText(COMPANY).first()).toBeVisible();
      await expect(body).not.toContainText('{{');
      await expect(page).toHaveTitle(`${title} – Dating Demo`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      await PAGE_CHECKS[name]?.(page, locale);
      expect(await axeViolations(page)).toEqual([]);
      await screenshots(page, `legal-${name}-${locale}`, (file) => testInfo.outputPath(file));
    });
  }
}

test('a contents link scrolls to its section, and a link with a hash opens the page at that section', async ({ page }) => {
  await page.goto('/pages/privacy');
  const retention = article(page).locator('section#retention');
  await expect(retention).not.toBeInViewport();
  await article(page).getByRole('navigation').getByRole('link', { name: '6. How long we keep your data' }).click();
  await expect(page).toHaveURL(/\/pages\/privacy#retention$/);
  await expect(retention).toBeInViewport();

  // A cold load: the remote, the text and the company arrive after the navigation.
  await page.goto('/pages/terms#law');
  await expect(article(page).locator('section#law')).toBeInViewport();
});
