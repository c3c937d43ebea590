import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** After account deletion; reactivation within 14 days (route `account-deleted`). The screen itself arrives with its own issue; for now its heading. */
export function AccountDeletedScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('accountDeleted.title')}</PageHeading>
    </section>
  );
}
