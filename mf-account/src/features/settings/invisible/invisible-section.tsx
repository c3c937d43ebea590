import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../section/settings-section';

/** Settings section "invisible" (filled in step by step). */
export function InvisibleSettings() {
  const { t } = useTranslation('mf-account');
  return <SettingsSection id="invisible" title={t('settings.invisible.title')} />;
}
