import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Match finder (route `match-finder`). The screen itself arrives with its own issue; for now its heading. */
export function MatchFinderScreen() {
  const { t } = useTranslation('mf-search');
  return (
    <section>
      <PageHeading>{t('matchFinder.title')}</PageHeading>
    </section>
  );
}
