import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@dating/shared/ui/alert';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useNotFoundPage } from '../../hooks/use-admin-page';
import { useReportQueue } from './api/get-report-queue';
import { AppealPanel } from './components/appeal-panel';
import { GroupPanel } from './components/group-panel';
import { appealKey, groupKey, QueueList, type QueueKey } from './components/queue-list';

/**
 * The moderators' reports page (`/staff/reports`): the queue of reported members (oldest first) and of
 * appeals beside the one open — its reports, the photo or conversation reported, and the decision. After a
 * decision the next in the queue opens.
 */
export function ReportsScreen() {
  const { t } = useTranslation('mf-staff');
  const queue = useReportQueue();
  const notFound = useNotFoundPage(queue.error);
  const [selected, setSelected] = useState<QueueKey | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const groups = queue.data?.groups ?? [];
  const appeals = queue.data?.appeals ?? [];
  const group = groups.find((candidate) => groupKey(candidate) === selected);
  const appeal = appeals.find((candidate) => appealKey(candidate) === selected);
  // The selection left the queue (decided): the first one waiting opens instead.
  const shownGroup = group ?? (appeal ? undefined : groups[0]);
  const shownAppeal = appeal ?? (shownGroup ? undefined : appeals[0]);
  const current = shownGroup ? groupKey(shownGroup) : shownAppeal ? appealKey(shownAppeal) : null;
  const decided = (message: string) => () => {
    setDone(message);
    setSelected(null);
  };

  return (
    <section css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <div>
        <PageHeading css={{ marginBottom: theme.space(1) }}>{t('reports.title')}</PageHeading>
        <p css={{ margin: 0, color: theme.colors.muted }}>{t('reports.intro')}</p>
      </div>
      {/* A live region from the start, so the decision's confirmation is announced. */}
      <output css={{ display: 'block' }}>{done ? <Alert level="success">{done}</Alert> : null}</output>
      {notFound ? null : queue.error ? (
        <Alert level="danger">{t('reports.errors.load')}</Alert>
      ) : !queue.data ? (
        <Spinner label={t('reports.loading')} />
      ) : groups.length === 0 && appeals.length === 0 ? (
        <p
          css={{
            margin: 0,
            padding: theme.space(6),
            textAlign: 'center',
            background: theme.colors.surface,
            borderRadius: theme.radius,
            border: `1px solid ${theme.colors.border}`,
          }}
        >
          {t('reports.empty')}
        </p>
      ) : (
        <div
          css={{
            display: 'grid',
            gap: theme.space(4),
            gridTemplateColumns: '1fr',
            [theme.mq.lg]: { gridTemplateColumns: 'minmax(260px, 320px) 1fr', alignItems: 'start' },
          }}
        >
          <QueueList groups={groups} appeals={appeals} current={current} onSelect={(key) => setSelected(key)} />
          {shownGroup ? (
            <GroupPanel key={groupKey(shownGroup)} group={shownGroup} onDecided={decided(t('reports.decision.decided'))} />
          ) : shownAppeal ? (
            <AppealPanel key={appealKey(shownAppeal)} appeal={shownAppeal} onDecided={decided(t('reports.appeal.decided'))} />
          ) : null}
        </div>
      )}
    </section>
  );
}
