import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@dating/shared/contracts/staff-admin';
import { theme } from '@dating/shared/ui/theme-tokens';
import { DataTable } from '../../../components/data-table';
import { useDateTimeText } from '../../../hooks/use-date-time';
import { detailText, useActionText } from '../audit-log-text';

/** The log's entries as a table: when, who in which role, what, about whom, the detail and the reason. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('mf-staff');
  const dateTime = useDateTimeText();
  const actionText = useActionText();
  const about = (entry: AuditEntry) =>
    [
      entry.member_user_id === null ? null : t('auditLog.memberRef', { id: entry.member_user_id }),
      entry.profile_id === null ? null : t('auditLog.profileRef', { id: entry.profile_id }),
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <DataTable
      caption={t('auditLog.tableCaption')}
      head={
        <tr>
          <th scope="col">{t('auditLog.when')}</th>
          <th scope="col">{t('auditLog.who')}</th>
          <th scope="col">{t('auditLog.what')}</th>
          <th scope="col">{t('auditLog.about')}</th>
          <th scope="col">{t('auditLog.detail')}</th>
          <th scope="col">{t('auditLog.reason')}</th>
        </tr>
      }
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td css={{ whiteSpace: 'nowrap' }}>
            <time dateTime={entry.at}>{dateTime(entry.at)}</time>
          </td>
          <td css={{ overflowWrap: 'anywhere' }}>
            {entry.staff_email ?? t('auditLog.commandLine')}
            {entry.role ? (
              <span css={{ display: 'block', color: theme.colors.muted, fontSize: '0.85rem' }}>{t(`roles.${entry.role}`)}</span>
            ) : null}
          </td>
          <td>{actionText(entry.action)}</td>
          <td>{about(entry)}</td>
          <td css={{ fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' }}>{detailText(entry.detail)}</td>
          <td css={{ overflowWrap: 'anywhere' }}>{entry.reason ?? ''}</td>
        </tr>
      ))}
    </DataTable>
  );
}
