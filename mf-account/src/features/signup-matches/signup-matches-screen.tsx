import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Matches shown after signup (route `signup-matches`). The screen itself arrives with its own issue; for now its heading. */
export function SignupMatchesScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('signupMatches.title')}</PageHeading>
    </section>
  );
}
