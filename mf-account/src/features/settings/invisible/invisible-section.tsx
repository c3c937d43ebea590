import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateInvisibleModeEndpoint } from '@dating/shared/contracts/account-settings';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SavedStatus } from '../../../components/saved-status';
import { SettingsSection } from '../../../components/settings-section';
import { useMember } from '../section/use-member';

/**
 * Invisible mode: one switch, saved when flipped. While on, the member is left out of search,
 * profile views and online indicators (the api does that); the switch shows the saved state, and a
 * failed save flips it back with a message.
 */
export function InvisibleSettings() {
  const { t } = useTranslation('mf-account');
  const { api } = useShellContext();
  const { user, publish } = useMember();
  const [pending, setPending] = useState<boolean | null>(null);
  const [status, setStatus] = useState<{ message: string; error: boolean } | null>(null);
  const inFlight = useRef(false);

  const checked = pending ?? user?.invisible ?? false;

  const onChange = async (invisible: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(invisible);
    setStatus(null);
    try {
      const { user: saved } = await api.call(updateInvisibleModeEndpoint, { body: { invisible } });
      publish(saved);
      setStatus({ message: t(saved.invisible ? 'settings.invisible.savedOn' : 'settings.invisible.savedOff'), error: false });
    } catch {
      setStatus({ message: t('settings.saveFailed'), error: true });
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };

  return (
    <SettingsSection id="invisible" title={t('settings.invisible.title')}>
      <label css={{ display: 'flex', gap: theme.space(3), alignItems: 'flex-start', cursor: 'pointer' }}>
        <input
          type="checkbox"
          // oxlint-disable-next-line jsx-a11y/role-has-required-aria-props -- a native checkbox exposes its own checked state; aria-checked on it is not allowed (ARIA in HTML)
          role="switch"
          checked={checked}
          disabled={!user || pending !== null}
          aria-describedby="settings-invisible-help"
          onChange={(event) => void onChange(event.target.checked)}
          css={{ width: 20, height: 20, marginTop: 2, accentColor: theme.colors.primary }}
        />
        <span css={{ fontWeight: 600 }}>{t('settings.invisible.label')}</span>
      </label>
      <p id="settings-invisible-help" css={{ margin: `${theme.space(2)} 0 0`, color: theme.colors.muted }}>
        {t('settings.invisible.help')}
      </p>
      <SavedStatus testId="settings-invisible-status" message={status?.message ?? null} error={status?.error} />
    </SettingsSection>
  );
}
