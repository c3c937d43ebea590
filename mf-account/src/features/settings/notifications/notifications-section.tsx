import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationChannels, NotificationSettings as Settings } from '@dating/shared/contracts/account-settings';
import { EMAIL_NOTIFICATION_TYPES } from '@dating/shared/contracts/user';
import { Button } from '@dating/shared/ui/button';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { LoadFailed } from '../../../components/load-failed';
import { SavedStatus } from '../../../components/saved-status';
import { SettingsSection } from '../../../components/settings-section';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

const CHANNELS: readonly (keyof NotificationChannels)[] = ['email', 'push'];

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; settings: Settings };

/**
 * The notification types, each on or off for e-mail and for push: a table of switches saved together
 * with one button. A failed save keeps every switch as the member set it, so a retry sends it again.
 */
export function NotificationSettings() {
  const { t } = useTranslation('mf-account');
  const stored = useNotificationSettings();
  const save = useUpdateNotificationSettings();
  const busy = save.isPending;
  /** The switches as the member set them, until they are saved. */
  const [edited, setEdited] = useState<Settings | null>(null);
  const [status, setStatus] = useState<{ message: string; error: boolean } | null>(null);
  const shown = edited ?? stored.data?.notification_settings;
  const load: Load = shown
    ? { state: 'ready', settings: shown }
    : stored.isError && !stored.isFetching
      ? { state: 'failed' }
      : { state: 'loading' };

  const toggle = (type: keyof Settings, channel: keyof NotificationChannels) => {
    setStatus(null);
    if (load.state === 'ready')
      setEdited({ ...load.settings, [type]: { ...load.settings[type], [channel]: !load.settings[type][channel] } });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (load.state !== 'ready' || busy) return;
    setStatus(null);
    save.mutate(load.settings, {
      onSuccess: () => {
        setEdited(null);
        setStatus({ message: t('settings.notifications.saved'), error: false });
      },
      onError: () => setStatus({ message: t('settings.saveFailed'), error: true }),
    });
  };

  return (
    <SettingsSection id="notifications" title={t('settings.notifications.title')}>
      <p css={{ marginTop: 0, color: theme.colors.muted }}>{t('settings.notifications.intro')}</p>
      {load.state === 'loading' && <Spinner label={t('settings.loading')} />}
      {load.state === 'failed' && (
        <LoadFailed message={t('settings.loadFailed')} retryLabel={t('settings.retry')} onRetry={() => void stored.refetch()} />
      )}
      {load.state === 'ready' && (
        <form onSubmit={onSubmit} aria-busy={busy}>
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
