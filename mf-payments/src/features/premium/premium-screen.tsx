import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Premium offer (route `premium`). The screen itself arrives with its own issue; for now its heading. */
export function PremiumScreen() {
  const { t } = useTranslation('mf-payments');
  return (
    <section>
      <PageHeading>{t('premium.title')}</PageHeading>
    </section>
  );
}
