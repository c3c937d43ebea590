import { useTranslation } from 'react-i18next';
import type { JobKindHealth } from '@dating/shared/contracts/staff-support';
import { theme } from '@dating/shared/ui/theme-tokens';
import { DataTable } from '../../../components/data-table';
import { useAgeText } from '../use-age-text';

/** Per kind: waiting, retrying, running, stale, dead, and how long the oldest due job has waited. Trouble stands out. */
export function QueueTable({ kinds }: { kinds: JobKindHealth[] }) {
  const { t } = useTranslation('mf-staff');
  const age = useAgeText();
  const alarming = { color: theme.colors.danger, fontWeight: 700 } as const;
  return (
    <DataTable
      caption={t('jobs.kindsCaption')}
      head={
        <tr>
          <th scope="col">{t('jobs.kind')}</th>
          <th scope="col" className="number">
            {t('jobs.pending')}
          </th>
          <th scope="col" className="number">
            {t('jobs.retrying')}
          </th>
          <th scope="col" className="number">
            {t('jobs.running')}
          </th>
          <th scope="col" className="number">
            {t('jobs.stale')}
          </th>
          <th scope="col" className="number">
            {t('jobs.dead')}
          </th>
          <th scope="col" className="number">
            {t('jobs.done')}
          </th>
          <th scope="col" className="number">
            {t('jobs.oldestDue')}
          </th>
        </tr>
      }
    >
      {kinds.map((kind) => (
        <tr key={kind.kind}>
          <th
            scope="row"
            css={{
              whiteSpace: 'nowrap',
              fontWeight: 600,
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontSize: '0.9rem',
            }}
          >
            {kind.kind}
          </th>
          <td className="number">{kind.pending}</td>
          <td className="number">{kind.retrying}</td>
          <td className="number">{kind.running}</td>
          <td className="number" css={kind.stale > 0 ? alarming : undefined}>
            {kind.stale}
          </td>
          <td className="number" css={kind.dead > 0 ? alarming : undefined}>
            {kind.dead}
          </td>
          <td className="number">{kind.done}</td>
          <td className="number">{kind.oldest_due_seconds === null ? t('jobs.none') : age(kind.oldest_due_seconds)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
