import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../section/settings-section';

/** Settings section "password" (filled in step by step). */
export function PasswordChangeSettings() {
  const { t } = useTranslation('mf-account');
  return <SettingsSection id="password" title={t('settings.password.title')} />;
}
