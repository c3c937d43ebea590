import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** The eight named advertising landers (route `landers-name-slug`). The screen itself arrives with its own issue; for now its heading. */
export function LanderScreen() {
  const { t } = useTranslation('mf-landers');
  return (
    <section>
      <PageHeading>{t('lander.title')}</PageHeading>
    </section>
  );
}
