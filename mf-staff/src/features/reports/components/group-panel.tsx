import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueReport, ReportGroup } from '@dating/shared/contracts/staff-reports';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useDateTimeText } from '../../../hooks/use-date-time';
import { ConversationDialog } from './conversation-dialog';
import { DecisionForm } from './decision-form';
import { MemberHeader } from './member-header';

export const panelCss = {
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  padding: theme.space(4),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
  minWidth: 0,
} as const;

function ReportItem({ report, onRead }: { report: QueueReport; onRead: () => void }) {
  const { t } = useTranslation('mf-staff');
  const dateTime = useDateTimeText();
  return (
    <li
      css={{
        borderInlineStart: `3px solid ${theme.colors.border}`,
        paddingInlineStart: theme.space(3),
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(1),
      }}
    >
      <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'baseline' }}>
        <strong>{t(`reports.reasons.${report.reason}`)}</strong>
        <span css={{ color: theme.colors.muted, fontSize: '0.9rem' }}>
          {dateTime(report.created_at)} ·{' '}
          {report.reporter
            ? t('reports.reportedBy', { name: report.reporter.name, id: report.reporter.profile_id })
            : t('reports.reporterGone')}
        </span>
      </p>
      {report.comment ? (
        <blockquote css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.comment}</blockquote>
      ) : (
        <p css={{ margin: 0, color: theme.colors.muted, fontStyle: 'italic' }}>{t('reports.noComment')}</p>
      )}
      {report.photo ? (
        report.photo.url ? (
          <figure css={{ margin: 0 }}>
            <img
              src={report.photo.url}
              alt={t('reports.reportedPhoto', { id: report.photo.id })}
              css={{
                maxWidth: 'min(100%, 320px)',
                maxHeight: 320,
                borderRadius: theme.radius,
                border: `1px solid ${theme.colors.border}`,
                display: 'block',
              }}
            />
            <figcaption css={{ fontSize: '0.85rem', color: theme.colors.muted }}>
              {t('reports.reportedPhoto', { id: report.photo.id })}
            </figcaption>
          </figure>
        ) : (
          <p css={{ margin: 0, color: theme.colors.muted }}>{t('reports.photoGone')}</p>
        )
      ) : null}
      {report.conversation_id !== null ? (
        <div>
          <Button variant="secondary" size="sm" onClick={onRead}>
            {t('reports.readConversation')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The open reports of a group, oldest first, with the way to read a reported conversation (read only, each
 * reading logged by the api).
 */
export function ReportList({
  headingId,
  reports,
  reportedProfileId,
}: {
  headingId: string;
  reports: QueueReport[];
  reportedProfileId: number | null;
}) {
  const { t } = useTranslation('mf-staff');
  const [reading, setReading] = useState<number | null>(null);
  return (
    <section aria-labelledby={`${headingId}-reports`}>
      <h3 id={`${headingId}-reports`} css={{ margin: `0 0 ${theme.space(2)}`, fontSize: '1.05rem' }}>
        {t('reports.reportCount', { count: reports.length })}
      </h3>
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        {reports.map((report) => (
          <ReportItem key={report.id} report={report} onRead={() => setReading(report.id)} />
        ))}
      </ol>
      {reading !== null ? (
        <ConversationDialog reportId={reading} reportedProfileId={reportedProfileId} onClose={() => setReading(null)} />
      ) : null}
    </section>
  );
}

/** The photos a group's reports name that are still shown (a removal names one of them). */
export const reportedPhotoIds = (reports: QueueReport[]) => [
  ...new Set(reports.flatMap((report) => (report.photo?.url ? [report.photo.id] : []))),
];

/** One reported member: their open reports, oldest first, and the decision on them all. */
export function GroupPanel({ group, onDecided }: { group: ReportGroup; onDecided: () => void }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} css={panelCss}>
      <MemberHeader member={group.member} headingId={headingId} />
      <ReportList headingId={headingId} reports={group.reports} reportedProfileId={group.member.profile_id} />
      <DecisionForm
        key={group.member.user_id}
        memberUserId={group.member.user_id}
        reportIds={group.reports.map((report) => report.id)}
        photoIds={reportedPhotoIds(group.reports)}
        onDecided={onDecided}
      />
    </article>
  );
}
