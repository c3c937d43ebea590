import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfflineProfile, ProfileReportGroup } from '@dating/shared/contracts/staff-reports';
import { Alert } from '@dating/shared/ui/alert';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useNotFoundPage } from '../../../hooks/use-admin-page';
import { useDateTimeText } from '../../../hooks/use-date-time';
import { useProfileReportQueue } from '../api/get-profile-report-queue';
import { headingCss, QueueItem } from './queue-list';
import { EmptyQueue, queueGridCss } from './queue-layout';
import { OfflineProfilePanel, ProfileGroupPanel } from './site-profile-panels';

type Key = `reported-${number}` | `offline-${number}`;
const groupKey = (group: ProfileReportGroup): Key => `reported-${group.profile.profile_id}`;
const offlineKey = (entry: OfflineProfile): Key => `offline-${entry.profile.profile_id}`;

/**
 * The reports about the site's own profiles (the ones the operators answer as), grouped per profile and
 * oldest first, beside the one open; and the profiles taken offline, to put back online. After a decision
 * the next one opens.
 */
export function SiteProfilesQueue({ onDecided }: { onDecided: (message: string) => void }) {
  const { t } = useTranslation('mf-staff');
  const dateTime = useDateTimeText();
  const queue = useProfileReportQueue();
  const notFound = useNotFoundPage(queue.error);
  const [selected, setSelected] = useState<Key | null>(null);
  if (notFound) return null;
  if (queue.error) return <Alert level="danger">{t('reports.errors.load')}</Alert>;
  if (!queue.data) return <Spinner label={t('reports.loading')} />;
  const { groups, offline } = queue.data;
  if (groups.length === 0 && offline.length === 0) return <EmptyQueue>{t('reports.siteProfiles.empty')}</EmptyQueue>;
  const group = groups.find((candidate) => groupKey(candidate) === selected);
  const entry = offline.find((candidate) => offlineKey(candidate) === selected);
  // The selection left the queue (decided): the first one waiting opens instead.
  const shownGroup = group ?? (entry ? undefined : groups[0]);
  const shownEntry = entry ?? (shownGroup ? undefined : offline[0]);
  const current = shownGroup ? groupKey(shownGroup) : shownEntry ? offlineKey(shownEntry) : null;
  const decided = () => {
    onDecided(t('reports.siteProfiles.decided'));
    setSelected(null);
  };
  const listCss = { listStyle: 'none', margin: 0, padding: 0 } as const;
  return (
    <div css={queueGridCss}>
      <nav
        aria-label={t('reports.siteProfiles.queueLabel')}
        css={{
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          paddingBottom: theme.space(2),
        }}
      >
        <h2 css={headingCss}>{t('reports.siteProfiles.groupsHeading', { count: groups.length })}</h2>
        <ul css={listCss}>
          {groups.map((candidate) => (
            <QueueItem
              key={groupKey(candidate)}
              current={current === groupKey(candidate)}
              onSelect={() => setSelected(groupKey(candidate))}
              name={candidate.profile.name}
              url={candidate.profile.photo_url}
              lines={[
                `${t('reports.reportCount', { count: candidate.reports.length })} · ${t('reports.since', { when: dateTime(candidate.oldest_at) })}`,
              ]}
            />
          ))}
        </ul>
        <h2 css={headingCss}>{t('reports.siteProfiles.offlineHeading', { count: offline.length })}</h2>
        <ul css={listCss}>
          {offline.map((candidate) => (
            <QueueItem
              key={offlineKey(candidate)}
              current={current === offlineKey(candidate)}
              onSelect={() => setSelected(offlineKey(candidate))}
              name={candidate.profile.name}
              url={candidate.profile.photo_url}
              lines={[t('reports.siteProfiles.offlineSince', { when: dateTime(candidate.decision.created_at) })]}
            />
          ))}
        </ul>
      </nav>
      {shownGroup ? (
        <ProfileGroupPanel key={groupKey(shownGroup)} group={shownGroup} onDecided={decided} />
      ) : shownEntry ? (
        <OfflineProfilePanel key={offlineKey(shownEntry)} entry={shownEntry} onDecided={decided} />
      ) : null}
    </div>
  );
}
