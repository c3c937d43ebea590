import { useTranslation } from 'react-i18next';
import type { QueueAppeal, ReportGroup } from '@dating/shared/contracts/staff-reports';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useDateTimeText } from '../../../hooks/use-date-time';
import { useMemberName } from '../reports-format';
import { Avatar } from '../../../components/avatar';

export type QueueKey = `member-${number}` | `appeal-${number}`;
export const groupKey = (group: ReportGroup): QueueKey => `member-${group.member.user_id}`;
export const appealKey = (appeal: QueueAppeal): QueueKey => `appeal-${appeal.id}`;

const itemCss = (current: boolean) =>
  ({
    display: 'flex',
    gap: theme.space(3),
    alignItems: 'center',
    width: '100%',
    textAlign: 'start',
    padding: `${theme.space(2)} ${theme.space(3)}`,
    border: 0,
    borderInlineStart: `4px solid ${current ? theme.colors.primary : 'transparent'}`,
    background: current ? theme.colors.background : 'transparent',
    font: 'inherit',
    color: theme.colors.text,
    cursor: 'pointer',
    '&:hover': { background: theme.colors.background },
    '&:focus-visible': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: -2 },
  }) as const;

export const headingCss = {
  margin: 0,
  padding: `${theme.space(3)} ${theme.space(3)} ${theme.space(1)}`,
  fontSize: '0.8rem',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: theme.colors.muted,
} as const;

export function QueueItem({
  current,
  onSelect,
  name,
  url,
  lines,
}: {
  current: boolean;
  onSelect: () => void;
  name: string;
  url: string | null;
  lines: string[];
}) {
  return (
    <li>
      <button type="button" aria-current={current ? 'true' : undefined} onClick={onSelect} css={itemCss(current)}>
        <Avatar name={name} url={url} size={40} />
        <span css={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <strong css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</strong>
          {lines.map((line) => (
            <span key={line} css={{ fontSize: '0.85rem', color: theme.colors.muted }}>
              {line}
            </span>
          ))}
        </span>
      </button>
    </li>
  );
}

/** The queue: reported members (oldest first) and appeals, each a button that opens it beside the list. */
export function QueueList({
  groups,
  appeals,
  current,
  onSelect,
}: {
  groups: ReportGroup[];
  appeals: QueueAppeal[];
  current: QueueKey | null;
  onSelect: (key: QueueKey) => void;
}) {
  const { t } = useTranslation('mf-staff');
  const dateTime = useDateTimeText();
  const nameOf = useMemberName();
  const listCss = { listStyle: 'none', margin: 0, padding: 0 } as const;
  return (
    <nav
      aria-label={t('reports.queueLabel')}
      css={{
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        paddingBottom: theme.space(2),
      }}
    >
      <h2 css={headingCss}>{t('reports.groupsHeading', { count: groups.length })}</h2>
      <ul css={listCss}>
        {groups.map((group) => (
          <QueueItem
            key={groupKey(group)}
            current={current === groupKey(group)}
            onSelect={() => onSelect(groupKey(group))}
            name={nameOf(group.member)}
            url={group.member.photo_url}
            lines={[
              `${t('reports.reportCount', { count: group.reports.length })} · ${t('reports.since', { when: dateTime(group.oldest_at) })}`,
            ]}
          />
        ))}
      </ul>
      <h2 css={headingCss}>{t('reports.appealsHeading', { count: appeals.length })}</h2>
      <ul css={listCss}>
        {appeals.map((appeal) => (
          <QueueItem
            key={appealKey(appeal)}
            current={current === appealKey(appeal)}
            onSelect={() => onSelect(appealKey(appeal))}
            name={nameOf(appeal.member)}
            url={appeal.member.photo_url}
            lines={[t('reports.appealItem', { kind: t(`reports.kinds.${appeal.decision.kind}`) }), dateTime(appeal.created_at)]}
          />
        ))}
      </ul>
    </nav>
  );
}
