import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../section/settings-section';

/** Settings section "disabled-notifications" (filled in step by step). */
export function DisabledNotificationsSettings() {
  const { t } = useTranslation('mf-account');
  return <SettingsSection id="disabled-notifications" title={t('settings.disabledNotifications.title')} />;
}
