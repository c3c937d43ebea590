import { useTranslation } from 'react-i18next';
import type { DeadJob } from '@dating/shared/contracts/staff-support';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { DataTable } from '../../../components/data-table';
import { useDateTimeText } from '../../../hooks/use-date-time';

/** The latest dead jobs, newest first, each with the error it died of and its Retry. */
export function DeadJobsTable({ jobs, busy, onRetry }: { jobs: DeadJob[]; busy: boolean; onRetry: (job: DeadJob) => void }) {
  const { t } = useTranslation('mf-staff');
  const dateTime = useDateTimeText();
  return (
    <DataTable
      caption={t('jobs.deadCaption')}
      head={
        <tr>
          <th scope="col">{t('jobs.job')}</th>
          <th scope="col">{t('jobs.kind')}</th>
          <th scope="col" className="number">
            {t('jobs.attempts')}
          </th>
          <th scope="col">{t('jobs.diedAt')}</th>
          <th scope="col">{t('jobs.lastError')}</th>
          <th scope="col">{t('jobs.actions')}</th>
        </tr>
      }
    >
      {jobs.map((job) => (
        <tr key={job.id}>
          <th scope="row" css={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            #{job.id}
          </th>
          <td css={{ whiteSpace: 'nowrap', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.9rem' }}>
            {job.kind}
          </td>
          <td className="number">{job.attempts}</td>
          <td css={{ whiteSpace: 'nowrap' }}>{job.finished_at ? dateTime(job.finished_at) : t('jobs.none')}</td>
          <td
            css={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontSize: '0.85rem',
              color: theme.colors.danger,
              maxWidth: '32rem',
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-wrap',
            }}
          >
            {job.last_error ?? ''}
          </td>
          <td>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => onRetry(job)}
              aria-label={t('jobs.retryJob', { id: job.id })}
            >
              {t('jobs.retry')}
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
