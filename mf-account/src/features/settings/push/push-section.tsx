import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusState, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SavedStatus } from '../../../components/saved-status';
import { SettingsSection } from '../../../components/settings-section';

/**
 * Push on this device (unsupported, unknown, denied, or subscribed / not subscribed), read
 * from the bus's `push` channel. Turning it on or off is the shell's job (permission prompt, service
 * worker): the section asks through `pushToggleRequested` and shows the state the shell publishes.
 * Which types are pushed is the notification table's business.
 */
export function PushSettings() {
  const { t } = useTranslation('mf-account');
  const { bus } = useShellContext();
  const push = useBusState('push');
  const [asked, setAsked] = useState<boolean | null>(null);

  // Any state the shell publishes answers the request, also an unchanged one (no service worker came).
  useEffect(() => setAsked(null), [push]);

  const state =
    push.capability === 'unsupported' ? 'unsupported' : push.capability === 'denied' ? 'denied' : push.isSubscribed ? 'on' : 'off';
  const request = (subscribe: boolean) => {
    setAsked(subscribe);
    bus.emit('pushToggleRequested', { subscribe });
  };

  return (
    <SettingsSection id="push" title={t('settings.push.title')}>
      <p css={{ marginTop: 0 }} data-testid="settings-push-state">
        {t(`settings.push.state.${state}`)}
      </p>
      {state === 'off' && (
        <Button onClick={() => request(true)} disabled={asked !== null}>
          {t('settings.push.turnOn')}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="secondary" onClick={() => request(false)} disabled={asked !== null}>
          {t('settings.push.turnOff')}
        </Button>
      )}
      <p css={{ margin: `${theme.space(2)} 0 0`, color: theme.colors.muted }}>{t('settings.push.types')}</p>
      <SavedStatus testId="settings-push-status" message={asked === true ? t('settings.push.asked') : null} />
    </SettingsSection>
  );
}
