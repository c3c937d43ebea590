import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import type { User } from '@dating/shared/contracts/user';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SavedStatus } from '../../../components/saved-status';
import { SettingsSection } from '../../../components/settings-section';
import { useMember } from './use-member';

interface SwitchSettingProps {
  /** The section's id; also names its help text and status (`settings-<id>-help`, `settings-<id>-status`). */
  id: string;
  /** Its texts: settings.<texts>.title, label, help, savedOn, savedOff. */
  texts: 'invisible' | 'readReceipts' | 'visibleToVisitors';
  /** The saved value, read from the member. */
  value: (user: User) => boolean;
  /** The section's save (its hook in settings/api/): takes the new value, answers the updated member. */
  save: UseMutationResult<{ user: User }, unknown, boolean>;
}

/**
 * One account switch, saved when flipped: it shows the value being saved while the call runs (one
 * at a time), then the saved member is published and a status says what is now true; a failed save
 * flips it back with a message.
 */
export function SwitchSetting({ id, texts, value, save }: SwitchSettingProps) {
  const { t } = useTranslation('mf-account');
  const { user } = useMember();
  const [status, setStatus] = useState<{ message: string; error: boolean } | null>(null);
  // The value being saved, from the flip on: a controlled box would flip back until the mutation's
  // state reaches the screen.
  const [pending, setPending] = useState<boolean | null>(null);

  const checked = pending ?? (user ? value(user) : false);

  const onChange = (on: boolean) => {
    if (save.isPending) return;
    setPending(on);
    setStatus(null);
    save.mutate(on, {
      onSuccess: ({ user: saved }) =>
        setStatus({ message: t(value(saved) ? `settings.${texts}.savedOn` : `settings.${texts}.savedOff`), error: false }),
      onError: () => setStatus({ message: t('settings.saveFailed'), error: true }),
      onSettled: () => setPending(null),
    });
  };

  const helpId = `settings-${id}-help`;
  return (
    <SettingsSection id={id} title={t(`settings.${texts}.title`)}>
      <label css={{ display: 'flex', gap: theme.space(3), alignItems: 'flex-start', cursor: 'pointer' }}>
        <input
          type="checkbox"
          // oxlint-disable-next-line jsx-a11y/role-has-required-aria-props -- a native checkbox exposes its own checked state; aria-checked on it is not allowed (ARIA in HTML)
          role="switch"
          checked={checked}
          disabled={!user || pending !== null || save.isPending}
          aria-describedby={helpId}
          onChange={(event) => onChange(event.target.checked)}
          css={{ width: 20, height: 20, marginTop: 2, accentColor: theme.colors.primary }}
        />
        <span css={{ fontWeight: 600 }}>{t(`settings.${texts}.label`)}</span>
      </label>
      <p id={helpId} css={{ margin: `${theme.space(2)} 0 0`, color: theme.colors.muted }}>
        {t(`settings.${texts}.help`)}
      </p>
      <SavedStatus testId={`settings-${id}-status`} message={status?.message ?? null} error={status?.error} />
    </SettingsSection>
  );
}
