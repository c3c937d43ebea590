import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Third member landing variant (route `members-id-landing3-slug`). The screen itself arrives with its own issue; for now its heading. */
export function MemberLanding3Screen() {
  const { t } = useTranslation('mf-landers');
  return (
    <section>
      <PageHeading>{t('memberLanding.title')}</PageHeading>
    </section>
  );
}
