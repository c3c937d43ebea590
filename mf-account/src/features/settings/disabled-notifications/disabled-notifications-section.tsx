import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearNotificationsDisabledEndpoint } from '@dating/shared/contracts/account-settings';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SavedStatus } from '../../../components/saved-status';
import { SettingsSection } from '../../../components/settings-section';
import { useMember } from '../section/use-member';

/**
 * Why e-mails stopped (the reasons fbl, bounce, listunsubscribe) and a way to get them again. Shown
 * only while there is a reason; after re-enabling, the shell refreshes the user, so its
 * disabled-notifications alert goes away with this section.
 */
export function DisabledNotificationsSettings() {
  const { t } = useTranslation('mf-account');
  const { api, bus } = useShellContext();
  const { user, publish } = useMember();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);

  if (done) return <SavedStatus testId="settings-disabled-notifications-status" message={t('settings.disabledNotifications.enabled')} />;
  if (!user || user.notifications_disabled.length === 0) return null;

  const enable = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailed(false);
    try {
      const { user: saved } = await api.call(clearNotificationsDisabledEndpoint);
      setDone(true);
      publish(saved);
      bus.emit('refreshRequested', { what: ['user'] });
    } catch {
      setFailed(true);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
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
      <Button onClick={() => void enable()} disabled={busy}>
        {busy ? t('settings.saving') : t('settings.disabledNotifications.enable')}
      </Button>
      <SavedStatus testId="settings-disabled-notifications-status" message={failed ? t('settings.saveFailed') : null} error />
    </SettingsSection>
  );
}
