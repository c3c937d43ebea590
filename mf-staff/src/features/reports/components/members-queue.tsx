import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@dating/shared/ui/alert';
import { Spinner } from '@dating/shared/ui/spinner';
import { useNotFoundPage } from '../../../hooks/use-admin-page';
import { useReportQueue } from '../api/get-report-queue';
import { AppealPanel } from './appeal-panel';
import { GroupPanel } from './group-panel';
import { appealKey, groupKey, QueueList, type QueueKey } from './queue-list';
import { EmptyQueue, queueGridCss } from './queue-layout';

/**
 * The queue of reported members (oldest first) and of appeals beside the one open — its reports, the photo
 * or conversation reported, and the decision. After a decision the next in the queue opens.
 */
export function MembersQueue({ onDecided }: { onDecided: (message: string) => void }) {
  const { t } = useTranslation('mf-staff');
  const queue = useReportQueue();
  const notFound = useNotFoundPage(queue.error);
  const [selected, setSelected] = useState<QueueKey | null>(null);
  if (notFound) return null;
  if (queue.error) return <Alert level="danger">{t('reports.errors.load')}</Alert>;
  if (!queue.data) return <Spinner label={t('reports.loading')} />;
  const { groups, appeals } = queue.data;
  if (groups.length === 0 && appeals.length === 0) return <EmptyQueue>{t('reports.empty')}</EmptyQueue>;
  const group = groups.find((candidate) => groupKey(candidate) === selected);
  const appeal = appeals.find((candidate) => appealKey(candidate) === selected);
  // The selection left the queue (decided): the first one waiting opens instead.
  const shownGroup = group ?? (appeal ? undefined : groups[0]);
  const shownAppeal = appeal ?? (shownGroup ? undefined : appeals[0]);
  const current = shownGroup ? groupKey(shownGroup) : shownAppeal ? appealKey(shownAppeal) : null;
  const decided = (message: string) => () => {
    onDecided(message);
    setSelected(null);
  };
  return (
    <div css={queueGridCss}>
      <QueueList groups={groups} appeals={appeals} current={current} onSelect={(key) => setSelected(key)} />
      {shownGroup ? (
        <GroupPanel key={groupKey(shownGroup)} group={shownGroup} onDecided={decided(t('reports.decision.decided'))} />
      ) : shownAppeal ? (
        <AppealPanel key={appealKey(shownAppeal)} appeal={shownAppeal} onDecided={decided(t('reports.appeal.decided'))} />
      ) : null}
    </div>
  );
}
