import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useNotFoundPage } from '../../hooks/use-admin-page';
import { useJobQueue } from './api/get-job-queue';
import { useRetryDeadJob } from './api/retry-dead-job';
import { DeadJobsTable } from './components/dead-jobs-table';
import { QueueTable } from './components/queue-table';

/** The admins' job queue page (`/staff/jobs`): health per kind and the dead jobs, each retried through the ordinary worker. */
export function JobsScreen() {
  const { t } = useTranslation('mf-staff');
  const errorText = useApiErrorText();
  const queue = useJobQueue();
  const retry = useRetryDeadJob();
  const [retried, setRetried] = useState<number | null>(null);
  const notFound = useNotFoundPage(queue.error);

  return (
    <section css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <div>
          <PageHeading css={{ marginBottom: theme.space(1) }}>{t('jobs.title')}</PageHeading>
          <p css={{ margin: 0, color: theme.colors.muted }}>{t('jobs.intro')}</p>
        </div>
        {notFound ? null : (
          <Button variant="secondary" size="sm" disabled={queue.isFetching} onClick={() => void queue.refetch()}>
            {t('jobs.refresh')}
          </Button>
        )}
      </div>
      {notFound ? null : queue.error ? (
        <Alert level="danger">{errorText(queue.error)}</Alert>
      ) : !queue.data ? (
        <Spinner label={t('jobs.loading')} />
      ) : (
        <div aria-busy={queue.isFetching} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}>
          {queue.data.kinds.length ? <QueueTable kinds={queue.data.kinds} /> : <p css={{ margin: 0 }}>{t('jobs.emptyQueue')}</p>}
          <div>
            <output css={{ display: 'block', fontWeight: 600, '&:not(:empty)': { marginBottom: theme.space(3) } }}>
              {retried !== null ? t('jobs.retried', { id: retried }) : null}
            </output>
            {retry.error ? <Alert level="danger">{errorText(retry.error)}</Alert> : null}
            {queue.data.dead.length ? (
              <DeadJobsTable
                jobs={queue.data.dead}
                busy={retry.isPending}
                onRetry={(job) => retry.mutate(job.id, { onSuccess: () => setRetried(job.id) })}
              />
            ) : (
              <p css={{ margin: 0, color: theme.colors.muted }}>{t('jobs.noDead')}</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
