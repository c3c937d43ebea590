import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Repeat the last order (route `credits-repeat-order`). The screen itself arrives with its own issue; for now its heading. */
export function RepeatOrderScreen() {
  const { t } = useTranslation('mf-payments');
  return (
    <section>
      <PageHeading>{t('repeatOrder.title')}</PageHeading>
    </section>
  );
}
