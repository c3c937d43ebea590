import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Log in (route `login`). The screen itself arrives with its own issue; for now its heading. */
export function LoginScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('login.title')}</PageHeading>
    </section>
  );
}
