import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Account settings (route `settings`). The screen itself arrives with its own issue; for now its heading. */
export function SettingsScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <section>
      <PageHeading>{t('settings.title')}</PageHeading>
    </section>
  );
}
