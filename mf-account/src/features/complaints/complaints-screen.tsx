import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Complaints form (route `complaints`). The screen itself arrives with its own issue; for now its heading. */
export function ComplaintsScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('complaints.title')}</PageHeading>
    </section>
  );
}
