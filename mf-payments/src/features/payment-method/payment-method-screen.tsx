import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Payment method choice for a bundle (route `credits-id-paymentmethod`). The screen itself arrives with its own issue; for now its heading. */
export function PaymentMethodScreen() {
  const { t } = useTranslation('mf-payments');
  return (
    <section>
      <PageHeading>{t('paymentMethod.title')}</PageHeading>
    </section>
  );
}
