import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Search members (route `members`): the search form and results. The screen itself arrives with its own issue; for now its heading. */
export function MembersScreen() {
  const { t } = useTranslation('mf-search');
  return (
    <section>
      <PageHeading>{t('members.title')}</PageHeading>
    </section>
  );
}
