import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SavedStatus } from '../../../components/saved-status';
import { SettingsSection } from '../../../components/settings-section';
import { useClearNotificationsDisabled } from '../api/clear-notifications-disabled';
import { useMember } from '../section/use-member';

/**
 * Why e-mails stopped (the reasons fbl, bounce, listunsubscribe) and a way to get them again. Shown
 * only while there is a reason; after re-enabling, the shell refreshes the user, so its
 * disabled-notifications alert goes away with this section.
 */
export function DisabledNotificationsSettings() {
  const { t } = useTranslation('mf-account');
  const { user } = useMember();
  const clear = useClearNotificationsDisabled();
  const busy = clear.isPending;
  const [done, setDone] = useState(false);

  if (done) return <SavedStatus testId="settings-disabled-notifications-status" message={t('settings.disabledNotifications.enabled')} />;
  if (!user || user.notifications_disabled.length === 0) return null;

  const enable = () => {
    if (busy) return;
    clear.mutate(undefined, { onSuccess: () => setDone(true) });
  };

  return (
    <SettingsSection id="disabled-notifications" title={t('settings.disabledNotifications.title')}>
      <Alert level="warning">
        <ul css={{ margin: 0, paddingLeft: theme.space(5) }}>
          {user.notifications_disabled.map(({ reason }) => (
            <li key={reason}>{t(`settings.disabledNotifications.reasons.${reason}`, { email: user.email })}</li>
          ))}
        </ul>
      </Alert>
      <p css={{ color: theme.colors.muted }}>{t('settings.disabledNotifications.help')}</p>
      <Button onClick={enable} disabled={busy}>
        {busy ? t('settings.saving') : t('settings.disabledNotifications.enable')}
      </Button>
      <SavedStatus testId="settings-disabled-notifications-status" message={clear.isError ? t('settings.saveFailed') : null} error />
    </SettingsSection>
  );
}
