import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Multi-step signup (route `signup`). The screen itself arrives with its own issue; for now its heading. */
export function SignupScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('signup.title')}</PageHeading>
    </section>
  );
}
