import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Second member landing variant (route `members-id-landing2-slug`). The screen itself arrives with its own issue; for now its heading. */
export function MemberLanding2Screen() {
  const { t } = useTranslation('mf-landers');
  return (
    <section>
      <PageHeading>{t('memberLanding.title')}</PageHeading>
    </section>
  );
}
