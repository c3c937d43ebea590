import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_FILENAME, myDataLink } from '@dating/shared/contracts/account-deletion';
import { useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SettingsSection } from '../../components/settings-section';
import { DeleteAccountFlow } from './delete-account-flow';

/**
 * The settings section "Your data and account": download my data (a ZIP from GET /api/my-data.php),
 * and the deletion flow. It also greets a member coming back through the reactivation link (the
 * api redirects to /settings?reactivated=1) with the shell's success alert.
 */
export function AccountDeletionSettings() {
  const { t } = useTranslation('mf-account');
  const { bus, navigate } = useShellContext();
  const route = useRoute();
  const [open, setOpen] = useState(false);

  const reactivated = route.query.reactivated === '1';
  const greeted = useRef(false);
  useEffect(() => {
    if (!reactivated || greeted.current) return;
    greeted.current = true;
    bus.emit('alert', { level: 'success', message: t('accountDeletion.reactivated') });
    // The greeting belongs to this one visit: a reload or a shared address must not repeat it.
    navigate(route.pathname, { replace: true });
  }, [reactivated, bus, navigate, route.pathname, t]);

  return (
    <SettingsSection id="account" title={t('accountDeletion.sectionTitle')}>
      <h3 css={{ fontSize: '1rem', margin: `0 0 ${theme.space(1)}` }}>{t('dataExport.title')}</h3>
      <p css={{ marginTop: 0 }}>{t('dataExport.intro')}</p>
      {/* A plain same-origin download: the browser sends the session cookie and saves the ZIP itself. */}
      <a
        href={myDataLink.path}
        download={DATA_EXPORT_FILENAME}
        data-testid="data-export-link"
        css={{ display: 'inline-block', color: theme.colors.primary, fontWeight: 600, marginBottom: theme.space(4) }}
      >
        {t('dataExport.download')}
      </a>

      <h3 css={{ fontSize: '1rem', margin: `${theme.space(2)} 0 ${theme.space(1)}` }}>{t('accountDeletion.deleteTitle')}</h3>
      <p css={{ marginTop: 0 }}>{t('accountDeletion.intro')}</p>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('accountDeletion.open')}
      </Button>
      <DeleteAccountFlow open={open} onClose={() => setOpen(false)} />
    </SettingsSection>
  );
}
