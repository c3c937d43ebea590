import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../section/settings-section';

/** Settings section "notifications" (filled in step by step). */
export function NotificationSettings() {
  const { t } = useTranslation('mf-account');
  return <SettingsSection id="notifications" title={t('settings.notifications.title')} />;
}
