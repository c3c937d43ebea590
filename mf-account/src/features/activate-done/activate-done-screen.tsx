import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Account activated (route `activate-done`). The screen itself arrives with its own issue; for now its heading. */
export function ActivateDoneScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('activateDone.title')}</PageHeading>
    </section>
  );
}
