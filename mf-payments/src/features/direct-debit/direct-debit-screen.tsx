import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Direct-debit form with the SMS code step (route `directdebit`). The screen itself arrives with its own issue; for now its heading. */
export function DirectDebitScreen() {
  const { t } = useTranslation('mf-payments');
  return (
    <section>
      <PageHeading>{t('directDebit.title')}</PageHeading>
    </section>
  );
}
