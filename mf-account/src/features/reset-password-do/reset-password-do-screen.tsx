import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Set a new password from the e-mail link (route `reset-password-do`). The screen itself arrives with its own issue; for now its heading. */
export function ResetPasswordDoScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('resetPasswordDo.title')}</PageHeading>
    </section>
  );
}
