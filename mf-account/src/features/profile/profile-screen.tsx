import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** The member's own profile and photos (route `profile`). The screen itself arrives with its own issue; for now its heading. */
export function ProfileScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('profile.title')}</PageHeading>
    </section>
  );
}
