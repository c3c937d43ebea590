import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Finish an incomplete signup (route `complete-signup`). The screen itself arrives with its own issue; for now its heading. */
export function CompleteSignupScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('completeSignup.title')}</PageHeading>
    </section>
  );
}
