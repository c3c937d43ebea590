import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Credit bundles (route `credits`). The screen itself arrives with its own issue; for now its heading. */
export function CreditsScreen() {
  const { t } = useTranslation('mf-payments');
  return (
    <section>
      <PageHeading>{t('credits.title')}</PageHeading>
    </section>
  );
}
