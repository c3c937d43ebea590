import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Landing page for one member (route `members-id-landing`). The screen itself arrives with its own issue; for now its heading. */
export function MemberLandingScreen() {
  const { t } = useTranslation('mf-landers');
  return (
    <section>
      <PageHeading>{t('memberLanding.title')}</PageHeading>
    </section>
  );
}
