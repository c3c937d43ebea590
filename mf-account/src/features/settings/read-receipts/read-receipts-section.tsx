import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateReadReceiptsEndpoint } from '@dating/shared/contracts/account-settings';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SavedStatus } from '../../../components/saved-status';
import { SettingsSection } from '../../../components/settings-section';
import { useMember } from '../section/use-member';

/**
 * Read receipts: one switch, saved when flipped. On, the other member of a conversation sees when
 * this member has read their messages, and this member sees the same of theirs; off, neither (the api
 * sends no read events either way). A failed save flips it back with a message.
 */
export function ReadReceiptsSettings() {
  const { t } = useTranslation('mf-account');
  const { api } = useShellContext();
  const { user, publish } = useMember();
  const [pending, setPending] = useState<boolean | null>(null);
  const [status, setStatus] = useState<{ message: string; error: boolean } | null>(null);
  const inFlight = useRef(false);

  const checked = pending ?? user?.read_receipts ?? false;

  const onChange = async (readReceipts: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(readReceipts);
    setStatus(null);
    try {
      const { user: saved } = await api.call(updateReadReceiptsEndpoint, { body: { read_receipts: readReceipts } });
      publish(saved);
      setStatus({ message: t(saved.read_receipts ? 'settings.readReceipts.savedOn' : 'settings.readReceipts.savedOff'), error: false });
    } catch {
      setStatus({ message: t('settings.saveFailed'), error: true });
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };

  return (
    <SettingsSection id="read-receipts" title={t('settings.readReceipts.title')}>
      <label css={{ display: 'flex', gap: theme.space(3), alignItems: 'flex-start', cursor: 'pointer' }}>
        <input
          type="checkbox"
          // oxlint-disable-next-line jsx-a11y/role-has-required-aria-props -- a native checkbox exposes its own checked state; aria-checked on it is not allowed (ARIA in HTML)
          role="switch"
          checked={checked}
          disabled={!user || pending !== null}
          aria-describedby="settings-read-receipts-help"
          onChange={(event) => void onChange(event.target.checked)}
          css={{ width: 20, height: 20, marginTop: 2, accentColor: theme.colors.primary }}
        />
        <span css={{ fontWeight: 600 }}>{t('settings.readReceipts.label')}</span>
      </label>
      <p id="settings-read-receipts-help" css={{ margin: `${theme.space(2)} 0 0`, color: theme.colors.muted }}>
        {t('settings.readReceipts.help')}
      </p>
      <SavedStatus testId="settings-read-receipts-status" message={status?.message ?? null} error={status?.error} />
    </SettingsSection>
  );
}
