import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Notification preferences (route `notifications`). The screen itself arrives with its own issue; for now its heading. */
export function NotificationsScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('notifications.title')}</PageHeading>
    </section>
  );
}
