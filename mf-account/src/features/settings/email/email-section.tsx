import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../section/settings-section';

/** Settings section "email" (filled in step by step). */
export function EmailChangeSettings() {
  const { t } = useTranslation('mf-account');
  return <SettingsSection id="email" title={t('settings.email.title')} />;
}
