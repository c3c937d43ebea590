import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@dating/shared/contracts/staff-admin';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { DataTable } from '../../../components/data-table';
import { useDateTimeText } from '../../../hooks/use-date-time';

export interface StaffTableProps {
  accounts: StaffAccount[];
  /** The signed-in admin's id: their own row offers no Disable. */
  selfId: number | null;
  busy: boolean;
  onRenew: (account: StaffAccount) => void;
  onDisable: (account: StaffAccount) => void;
  onEnable: (account: StaffAccount) => void;
}

/** The team: one row per account, with what an admin can do about it. */
export function StaffTable({ accounts, selfId, busy, onRenew, onDisable, onEnable }: StaffTableProps) {
  const { t } = useTranslation('mf-staff');
  const dateTime = useDateTimeText();
  const status = (account: StaffAccount) => {
    if (account.disabled_at) return t('team.statusDisabled', { date: dateTime(account.disabled_at) });
    return account.set_up ? t('team.statusActive') : t('team.statusInvited');
  };
  return (
    <DataTable
      caption={t('team.tableCaption')}
      head={
        <tr>
          <th scope="col">{t('team.email')}</th>
          <th scope="col">{t('team.role')}</th>
          <th scope="col">{t('team.twoStep')}</th>
          <th scope="col">{t('team.status')}</th>
          <th scope="col">{t('team.lastActive')}</th>
          <th scope="col">{t('team.actions')}</th>
        </tr>
      }
    >
      {accounts.map((account) => (
        <tr key={account.id} css={account.disabled_at ? { color: theme.colors.muted } : undefined}>
          <th scope="row" css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {account.email}
            {account.id === selfId ? ` ${t('team.you')}` : ''}
          </th>
          <td>{t(`roles.${account.role}`)}</td>
          <td>{account.two_step ? t('team.twoStepOn') : t('team.twoStepOff')}</td>
          <td>{status(account)}</td>
          <td>{account.last_active_at ? dateTime(account.last_active_at) : t('team.never')}</td>
          <td>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
              {!account.set_up && !account.disabled_at ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onRenew(account)}
                  aria-label={t('team.renewFor', { email: account.email })}
                >
                  {t('team.renew')}
                </Button>
              ) : null}
              {account.disabled_at ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onEnable(account)}
                  aria-label={t('team.enableFor', { email: account.email })}
                >
                  {t('team.enable')}
                </Button>
              ) : account.id !== selfId ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onDisable(account)}
                  aria-label={t('team.disableFor', { email: account.email })}
                >
                  {t('team.disable')}
                </Button>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
