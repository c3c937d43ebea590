import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../section/settings-section';

/** Settings section "push" (filled in step by step). */
export function PushSettings() {
  const { t } = useTranslation('mf-account');
  return <SettingsSection id="push" title={t('settings.push.title')} />;
}
