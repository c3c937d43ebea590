import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Signup landing for one member (route `members-id-signup`). The screen itself arrives with its own issue; for now its heading. */
export function MemberSignupScreen() {
  const { t } = useTranslation('mf-landers');
  return (
    <section>
      <PageHeading>{t('memberSignup.title')}</PageHeading>
    </section>
  );
}
