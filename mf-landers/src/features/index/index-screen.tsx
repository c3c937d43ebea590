import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Home page (route `index`). The screen itself arrives with its own issue; for now its heading. */
export function IndexScreen() {
  const { t } = useTranslation('mf-landers');
  return (
    <section>
      <PageHeading>{t('index.title')}</PageHeading>
    </section>
  );
}
