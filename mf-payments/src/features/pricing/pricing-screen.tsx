import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Public price list (route `pricing`). The screen itself arrives with its own issue; for now its heading. */
export function PricingScreen() {
  const { t } = useTranslation('mf-payments');
  return (
    <section>
      <PageHeading>{t('pricing.title')}</PageHeading>
    </section>
  );
}
