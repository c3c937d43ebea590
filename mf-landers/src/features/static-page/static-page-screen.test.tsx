import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getCompanyInfoEndpoint } from '@dating/shared/contracts/settings';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { companyInfoFixture, settingsFixture } from '@dating/shared/msw/fixtures';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import type { Locale } from '@dating/shared/contracts/locales';
import parcels from '../../parcels';

const server = setupScreenServer(endpointHandler(getCompanyInfoEndpoint, () => HttpResponse.json(companyInfoFixture)));

const open = (name: string, options: { locale?: Locale; hash?: string } = {}) =>
  mountScreen(parcels['static-page'], {
    route: { name: 'pages-name', params: { name }, query: {}, pathname: `/pages/${name}`, hash: options.hash ?? '' },
    locale: options.locale,
    settings: { ...settingsFixture, support_phone: '+31 20-123 4567', refund_days: 21 },
  });

/** The page once its text is in (the article stops being busy). */
const page = async () => {
  const article = await screen.findByRole('article');
  await within(article).findByRole('navigation', { name: 'Contents' });
  return article;
};

describe('a static page', () => {
  it('shows the title, the version of the terms from the company record, contents linking to every section, and the company', async () => {
    const { shell } = await open('terms');
    const article = await page();
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Terms and conditions');
    // The company was added on 2024-01-15, after the terms' own 2023-12-01.
    expect(within(article).getByText('15 January 2024')).toHaveAttribute('datetime', '2024-01-15T12:00:00.000Z');
    const links = within(within(article).getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    for (const link of links) expect(article.querySelector(link.getAttribute('href') ?? '')).not.toBeNull();
    expect(links.map((link) => link.getAttribute('href'))).toContain('#fictional-profiles');
    expect(within(article).getAllByText(/Demo Media B\.V\./).length).toBeGreaterThan(0);
    expect(within(article).getByText('12345678')).toBeVisible();
    // The page names itself in the document head, through the shell.
    expect(shell.bus.get('pageHead')).toEqual({
      pathname: '/pages/terms',
      title: 'Terms and conditions',
      description: expect.stringContaining('Demo Dating') as string,
    });
  });

  it('fills placeholders as text, with the support phone as a tel: link of its digits and the e-mail as mailto:', async () => {
    await open('service');
    const article = await page();
    expect(within(article).getByRole('link', { name: '+31 20-123 4567' })).toHaveAttribute('href', 'tel:+31201234567');
    expect(within(article).getAllByRole('link', { name: 'support@demo.test' })[0]).toHaveAttribute('href', 'mailto:support@demo.test');
    expect(article.textContent).not.toMatch(/\{\{|\}\}/);
  });

  it('the return policy states the refund days of the site', async () => {
    await open('return-policy');
    const article = await page();
    expect(within(article).getAllByText(/within 21 days of your payment/).length).toBeGreaterThan(0);
  });

  it('the cookies page lists every key of the storage registry', async () => {
    await open('cookies');
    const article = await page();
    const table = within(article).getByRole('table');
    for (const name of Object.values(STORAGE_NAMES)) expect(within(table).getByText(new RegExp(`^${name}…?$`))).toBeVisible();
    expect(within(table).getByText('365 days')).toBeVisible();
    // Headings hold placeholders too (“What {{site}} sets”), in the contents as in the text.
    expect(article.textContent).not.toMatch(/\{\{|\}\}/);
  });

  it('the privacy policy carries the GeoIP attribution, and the US notice in English only', async () => {
    await open('privacy');
    const article = await page();
    expect(within(article).getByText(/© Number Resource Organization \(nro\.net\), licensed under CC BY 4\.0/)).toBeVisible();
    expect(within(article).getByRole('heading', { name: /Notice for residents of US states/ })).toBeVisible();
  });

  it('without the company on record, the text still shows with the site name', async () => {
    server.use(
      endpointHandler(getCompanyInfoEndpoint, () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'No company' } }, { status: 404 }),
      ),
    );
    await open('ban');
    const article = await page();
    expect(within(article).getByRole('heading', { level: 2, name: /How to object/ })).toBeVisible();
  });
});
