import { Global } from '@emotion/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@dating/shared/contracts/locales';
import type { CompanyInfo, Settings } from '@dating/shared/contracts/settings';
import { useBusState, useObservable, useRoute, useRouteParams, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { RetryAlert } from '@dating/shared/ui/retry-alert';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useCompanyInfo } from './api/get-company-info';
import { usePageTexts } from './api/use-page-texts';
import { PageBody } from './components/page-body';
import { fillText, LAST_UPDATED, type PageLabels, type PlaceholderValues, type StaticPageName } from './page-content';
import { termsVersionDate } from './terms-version';
import { useHashScroll } from './use-hash-scroll';
import { usePageHead } from './use-page-head';

const TITLE_KEYS = {
  ban: 'staticPage.ban',
  cookies: 'staticPage.cookies',
  faq: 'staticPage.faq',
  privacy: 'staticPage.privacy',
  'return-policy': 'staticPage.returnPolicy',
  service: 'staticPage.service',
  terms: 'staticPage.terms',
} as const satisfies Record<StaticPageName, string>;

/** Printed, the page is its text only: no navigation, banners, footer, contents or print button. */
const PRINT_CSS = {
  '@media print': {
    '[data-layout] > :not(main), [data-print="hide"]': { display: 'none !important' },
    '[data-layout], main': { display: 'block !important', minHeight: '0 !important', maxWidth: 'none !important', padding: '0 !important' },
    body: { background: '#fff !important', color: '#000 !important', fontSize: '11pt' },
    'article[data-static-page] h2': { breakAfter: 'avoid' },
    'article[data-static-page] a': { color: 'inherit' },
  },
} as const;

function placeholderValues(settings: Settings, company: CompanyInfo | null, locale: Locale): PlaceholderValues {
  let country = company?.country ?? '';
  try {
    country = (country && new Intl.DisplayNames([locale], { type: 'region' }).of(country)) || country;
  } catch {
    // Not a region code: shown as the record has it.
  }
  return {
    site: settings.name,
    domain: settings.domain,
    company: company?.name ?? settings.name,
    address: company?.address ?? '',
    city: company?.city ?? '',
    country,
    kvk: company?.kvk ?? '',
    vat: company?.vat_numbers.join(', ') ?? '',
    support_email: settings.support_email,
    support_phone: settings.support_phone || company?.support_phone || '',
    refund_days: String(settings.refund_days),
    min_age: String(settings.min_age),
  };
}

function dateLine(page: StaticPageName, company: CompanyInfo | null, labels: PageLabels, locale: Locale) {
  const date = page === 'terms' ? termsVersionDate(company?.added) : new Date(`${LAST_UPDATED[page]}T00:00:00Z`);
  return {
    text: page === 'terms' ? labels.version : labels.updated,
    iso: date.toISOString(),
    date: new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date),
  };
}

/** Legal and help pages (route `pages-name`): the page named in the URL, its text in the page's language. */
export function StaticPageScreen() {
  const { t } = useTranslation(['mf-landers', 'common']);
  // Typed by the route table's schema, which the shell applied before mounting (a bad name is a 404).
  const { name } = useRouteParams('pages-name');
  const { pathname, hash } = useRoute();
  const { settings$ } = useShellContext();
  const settings = useObservable<Settings | null>(settings$, null);
  const locale = useBusState('locale');
  const texts = usePageTexts(name, locale);
  const company = useCompanyInfo();
  // The company's details fill the text; without them (none on record) the site's name stands in.
  const companyInfo = company.data ?? null;
  const companySettled = company.isSuccess || company.isError;
  const ready = Boolean(texts.data && settings && companySettled);
  const title = t(TITLE_KEYS[name]);
  const values = useMemo(() => (settings ? placeholderValues(settings, companyInfo, locale) : null), [settings, companyInfo, locale]);
  usePageHead(pathname, title, texts.data && values && ready ? fillText(texts.data.content.description, values) : undefined);
  useHashScroll(hash, ready);

  return (
    <article
      data-static-page={name}
      aria-busy={!ready}
      lang={texts.data && texts.data.lang !== locale ? texts.data.lang : undefined}
      css={{ maxWidth: 800, margin: '0 auto', paddingBottom: theme.space(8), lineHeight: 1.6, color: theme.colors.text }}
    >
      <Global styles={PRINT_CSS} />
      <PageHeading>{title}</PageHeading>
      {texts.isError ? (
        <RetryAlert retryLabel={t('common:fallback.retry')} onRetry={() => texts.refetch()}>
          {t('common:errors.generic')}
        </RetryAlert>
      ) : ready && texts.data && values ? (
        <PageBody
          content={texts.data.content}
          labels={texts.data.labels}
          locale={locale}
          values={values}
          company={companyInfo}
          dateLine={dateLine(name, companyInfo, texts.data.labels, locale)}
        />
      ) : (
        <div css={{ display: 'grid', justifyItems: 'center', padding: `${theme.space(12)} 0` }}>
          <Spinner label={t('common:loading')} />
        </div>
      )}
    </article>
  );
}
