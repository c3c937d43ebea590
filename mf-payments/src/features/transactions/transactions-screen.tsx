import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Payment status of a transaction (route `transactions-id`). The screen itself arrives with its own issue; for now its heading. */
export function TransactionsScreen() {
  const { t } = useTranslation('mf-payments');
  return (
    <section>
      <PageHeading>{t('transactions.title')}</PageHeading>
    </section>
  );
}
