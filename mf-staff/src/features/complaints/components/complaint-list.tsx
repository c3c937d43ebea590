import { useTranslation } from 'react-i18next';
import type { ComplaintStatus, ComplaintSummary } from '@dating/shared/contracts/staff-support';
import { withQuery } from '@dating/shared/routes/path-to';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useDateTimeText } from '../../../hooks/use-date-time';
import { useLanguageName } from '../../../hooks/use-language-name';
import { PageLink } from './page-link';

/** The tab's complaints, the one waiting longest on top: reference, subject, who wrote and when. */
export function ComplaintList({
  status,
  complaints,
  selected,
  onSelect,
}: {
  status: ComplaintStatus;
  complaints: ComplaintSummary[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('mf-staff');
  const dateTime = useDateTimeText();
  const languageName = useLanguageName();
  const path = staffPathTo('staff-complaints');
  if (complaints.length === 0) return <p css={{ margin: 0, color: theme.colors.muted }}>{t(`complaints.empty.${status}`)}</p>;
  return (
    <ul
      aria-label={t('complaints.listLabel', { status: t(`complaints.status.${status}`) })}
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        overflow: 'hidden',
      }}
    >
      {complaints.map((complaint) => {
        const current = complaint.id === selected;
        return (
          <li key={complaint.id} css={{ '& + li': { borderTop: `1px solid ${theme.colors.border}` } }}>
            <PageLink
              href={withQuery(path, { complaint: complaint.id })}
              aria-current={current ? 'true' : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onSelect(complaint.id);
              }}
              css={{
                display: 'grid',
                gap: theme.space(1),
                padding: `${theme.space(3)} ${theme.space(4)}`,
                color: theme.colors.text,
                textDecoration: 'none',
                borderInlineStart: `4px solid ${current ? theme.colors.primary : 'transparent'}`,
                background: current ? theme.colors.background : undefined,
                '&:hover': { background: theme.colors.background },
                '&:focus-visible': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: -2 },
              }}
            >
              <span css={{ display: 'flex', gap: theme.space(2), alignItems: 'baseline', justifyContent: 'space-between' }}>
                <span css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <span css={{ color: theme.colors.muted, fontVariantNumeric: 'tabular-nums' }}>{complaint.reference}</span>{' '}
                  {complaint.subject}
                </span>
              </span>
              <span css={{ fontSize: '0.875rem', color: theme.colors.muted, overflowWrap: 'anywhere' }}>
                {complaint.email} · {languageName(complaint.language)}
              </span>
              <span css={{ fontSize: '0.875rem', color: theme.colors.muted }}>
                {t('complaints.received', { date: dateTime(complaint.created_at) })}
              </span>
            </PageLink>
          </li>
        );
      })}
    </ul>
  );
}
