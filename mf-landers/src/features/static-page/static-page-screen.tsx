import { STATIC_PAGES } from '@dating/shared/routes/route-table';
import { useRouteParams } from '@dating/shared/parcel/shell-context-hooks';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

type StaticPage = (typeof STATIC_PAGES)[number];

const TITLE_KEYS = {
  ban: 'staticPage.ban',
  cookies: 'staticPage.cookies',
  faq: 'staticPage.faq',
  privacy: 'staticPage.privacy',
  'return-policy': 'staticPage.returnPolicy',
  service: 'staticPage.service',
  terms: 'staticPage.terms',
} as const satisfies Record<StaticPage, string>;

/** Legal and help pages (route `pages-name`): the page named in the URL; its body arrives with its own issue. */
export function StaticPageScreen() {
  const { t } = useTranslation('mf-landers');
  // Typed by the route table's schema, which the shell applied before mounting (a bad name is a 404).
  const { name } = useRouteParams('pages-name');
  return (
    <section>
      <PageHeading>{t(TITLE_KEYS[name])}</PageHeading>
    </section>
  );
}
