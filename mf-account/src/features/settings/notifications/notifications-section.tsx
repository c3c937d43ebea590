import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getNotificationSettingsEndpoint,
  updateNotificationSettingsEndpoint,
  type NotificationChannels,
  type NotificationSettings as Settings,
} from '@dating/shared/contracts/account-settings';
import { EMAIL_NOTIFICATION_TYPES } from '@dating/shared/contracts/user';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { LoadFailed } from '../../../components/load-failed';
import { SavedStatus } from '../../../components/saved-status';
import { SettingsSection } from '../../../components/settings-section';

const CHANNELS: readonly (keyof NotificationChannels)[] = ['email', 'push'];

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; settings: Settings };

/**
 * The notification types, each on or off for e-mail and for push: a table of switches saved together
 * with one button. A failed save keeps every switch as the member set it, so a retry sends it again.
 */
export function NotificationSettings() {
  const { t } = useTranslation('mf-account');
  const { api } = useShellContext();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ message: string; error: boolean } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    setLoad({ state: 'loading' });
    api.call(getNotificationSettingsEndpoint).then(
      ({ notification_settings }) => mounted.current && setLoad({ state: 'ready', settings: notification_settings }),
      () => mounted.current && setLoad({ state: 'failed' }),
    );
    return () => {
      mounted.current = false;
    };
  }, [api, attempt]);

  const toggle = (type: keyof Settings, channel: keyof NotificationChannels) => {
    setStatus(null);
    setLoad((current) =>
      current.state === 'ready'
        ? {
            state: 'ready',
            settings: { ...current.settings, [type]: { ...current.settings[type], [channel]: !current.settings[type][channel] } },
          }
        : current,
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (load.state !== 'ready' || busy) return;
    setBusy(true);
    setStatus(null);
    try {
      const saved = await api.call(updateNotificationSettingsEndpoint, {
        body: { notification_settings: load.settings },
      });
      if (!mounted.current) return;
      setLoad({ state: 'ready', settings: saved.notification_settings });
      setStatus({ message: t('settings.notifications.saved'), error: false });
    } catch {
      if (mounted.current) setStatus({ message: t('settings.saveFailed'), error: true });
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <SettingsSection id="notifications" title={t('settings.notifications.title')}>
      <p css={{ marginTop: 0, color: theme.colors.muted }}>{t('settings.notifications.intro')}</p>
      {load.state === 'loading' && <Spinner label={t('settings.loading')} />}
      {load.state === 'failed' && (
        <LoadFailed message={t('settings.loadFailed')} retryLabel={t('settings.retry')} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {load.state === 'ready' && (
        <form onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
          <table
            css={{
              width: '100%',
              borderCollapse: 'collapse',
              'th, td': { padding: `${theme.space(2)} ${theme.space(1)}`, borderBottom: `1px solid ${theme.colors.border}` },
            }}
          >
            <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: theme.space(2) }}>
              {t('settings.notifications.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col" css={{ textAlign: 'left' }}>
                  {t('settings.notifications.typeColumn')}
                </th>
                {CHANNELS.map((channel) => (
                  <th key={channel} scope="col" css={{ width: '6rem' }}>
                    {t(`settings.notifications.channels.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {EMAIL_NOTIFICATION_TYPES.map((type) => (
                <tr key={type}>
                  <th scope="row" css={{ textAlign: 'left', fontWeight: 400 }}>
                    {t(`settings.notifications.types.${type}`)}
                  </th>
                  {CHANNELS.map((channel) => (
                    <td key={channel} css={{ textAlign: 'center' }}>
                      <input
                        type="checkbox"
                        checked={load.settings[type][channel]}
                        onChange={() => toggle(type, channel)}
                        aria-label={t(`settings.notifications.switch.${channel}`, { type: t(`settings.notifications.types.${type}`) })}
                        css={{ width: 20, height: 20, accentColor: theme.colors.primary }}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div css={{ marginTop: theme.space(3) }}>
            <Button type="submit" disabled={busy}>
              {busy ? t('settings.saving') : t('settings.notifications.save')}
            </Button>
          </div>
          <SavedStatus testId="settings-notifications-status" message={status?.message ?? null} error={status?.error} />
        </form>
      )}
    </SettingsSection>
  );
}
