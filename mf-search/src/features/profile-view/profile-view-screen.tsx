import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** A member's profile (routes `members-id` and `likes-m-id`, one screen). The screen itself arrives with its own issue; for now its heading. */
export function ProfileViewScreen() {
  const { t } = useTranslation('mf-search');
  return (
    <section>
      <PageHeading>{t('profileView.title')}</PageHeading>
    </section>
  );
}
