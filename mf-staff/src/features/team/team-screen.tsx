import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@dating/shared/contracts/staff-admin';
import { useBusState } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useStaffAccounts } from '../../api/list-staff-accounts';
import { useNotFoundPage } from '../../hooks/use-admin-page';
import { useEnableStaffAccount } from './api/enable-staff-account';
import { useRenewStaffSetupLink } from './api/renew-staff-setup-link';
import { DisableDialog } from './components/disable-dialog';
import { InviteForm, type Invitation } from './components/invite-form';
import { SetupLinkNotice } from './components/setup-link-notice';
import { StaffTable } from './components/staff-table';
import { useTeamErrorText } from './team-errors';

const cardCss = {
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  padding: theme.space(4),
} as const;

/** The admins' team page (`/staff/team`): every staff account, invitations and their set-up links, disabling. */
export function TeamScreen() {
  const { t } = useTranslation('mf-staff');
  const errorText = useTeamErrorText();
  const session = useBusState('staffSession');
  const accounts = useStaffAccounts();
  const renew = useRenewStaffSetupLink();
  const enable = useEnableStaffAccount();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [disabling, setDisabling] = useState<StaffAccount | null>(null);
  const notFound = useNotFoundPage(accounts.error);
  const actionError = renew.error ?? enable.error;

  const renewFor = (account: StaffAccount) =>
    renew.mutate(account.id, {
      onSuccess: (link) => setInvitation({ email: account.email, url: link.setup_url, expiresAt: link.expires_at }),
    });

  return (
    <section css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}>
      <div>
        <PageHeading css={{ marginBottom: theme.space(1) }}>{t('team.title')}</PageHeading>
        <p css={{ margin: 0, color: theme.colors.muted }}>{t('team.intro')}</p>
      </div>
      {notFound ? null : accounts.error ? (
        <Alert level="danger">{errorText(accounts.error)}</Alert>
      ) : !accounts.data ? (
        <Spinner label={t('team.loading')} />
      ) : (
        <>
          <div css={cardCss}>
            <InviteForm onInvited={setInvitation} />
          </div>
          {invitation ? <SetupLinkNotice invitation={invitation} onDone={() => setInvitation(null)} /> : null}
          {actionError ? <Alert level="danger">{errorText(actionError)}</Alert> : null}
          <StaffTable
            accounts={accounts.data.staff}
            selfId={session.status === 'signed_in' ? session.staff.id : null}
            busy={renew.isPending || enable.isPending}
            onRenew={renewFor}
            onDisable={setDisabling}
            onEnable={(account) => enable.mutate(account.id)}
          />
        </>
      )}
      {disabling ? <DisableDialog account={disabling} onClose={() => setDisabling(null)} /> : null}
    </section>
  );
}
