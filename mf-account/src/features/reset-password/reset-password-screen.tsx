import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Ask for a password reset e-mail (route `reset-password`). The screen itself arrives with its own issue; for now its heading. */
export function ResetPasswordScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('resetPassword.title')}</PageHeading>
    </section>
  );
}
