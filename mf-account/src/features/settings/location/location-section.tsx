import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../section/settings-section';

/** Settings section "location" (filled in step by step). */
export function LocationSettings() {
  const { t } = useTranslation('mf-account');
  return <SettingsSection id="location" title={t('settings.location.title')} />;
}
