import { useTranslation } from 'react-i18next';
import type { InboxClaim, InboxItem } from '@dating/shared/contracts/staff-inbox';
import { Badge } from '@dating/shared/ui/badge';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { useLanguageName } from '../../../hooks/use-language-name';
import { useDuration } from '../inbox-format';
import { Avatar } from '../../../components/avatar';

export interface QueueItemProps {
  item: InboxItem;
  now: number;
  selected: boolean;
  opening: boolean;
  onOpen: (conversation: number) => void;
}

const PREVIEW_TYPES = ['photo', 'gift', 'system'] as const;

/** The claim as the queue says it: "You", someone named (admins see who), or only "Taken". */
function ClaimTag({ claim }: { claim: InboxClaim }) {
  const { t } = useTranslation('mf-staff');
  if (claim.mine) return <Badge tone="primary">{t('inbox.queue.claimMine')}</Badge>;
  return (
    <Badge tone="neutral" css={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {claim.staff_email ? t('inbox.queue.claimHeldBy', { email: claim.staff_email }) : t('inbox.queue.claimTaken')}
    </Badge>
  );
}

/** One waiting conversation: who wrote to which persona, how long ago, what, and who holds it. A button: it opens (claims) it. */
export function QueueItem({ item, now, selected, opening, onOpen }: QueueItemProps) {
  const { t } = useTranslation('mf-staff');
  const languageName = useLanguageName();
  const duration = useDuration();
  const { member, persona, last_message: last } = item;
  const previewType = PREVIEW_TYPES.find((type) => type === last.type);
  const preview = last.type === 'text' ? last.preview : t(`inbox.queue.preview.${previewType ?? 'other'}`);
  const waited = Math.max(0, (now - Date.parse(item.waiting_since)) / 1000);
  const takenByOther = item.claim !== null && !item.claim.mine;

  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      aria-busy={opening}
      onClick={() => onOpen(item.conversation)}
      css={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr auto',
        columnGap: theme.space(3),
        rowGap: theme.space(1),
        width: '100%',
        padding: `${theme.space(3)} ${theme.space(3)}`,
        border: 0,
        borderLeft: `4px solid ${selected ? theme.colors.primary : 'transparent'}`,
        background: selected ? theme.colors.background : theme.colors.surface,
        color: theme.colors.text,
        font: 'inherit',
        textAlign: 'left',
        cursor: 'pointer',
        opacity: takenByOther ? 0.75 : 1,
        '&:hover': { background: theme.colors.background },
        '&:focus-visible': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: -2 },
      }}
    >
      <span css={{ gridRow: 'span 3' }}>
        <Avatar name={member.name} url={member.photo_url} />
      </span>
      <span data-member-name css={{ minWidth: 0, fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {member.name}, {member.age}
      </span>
      <span css={{ fontSize: '0.8rem', color: theme.colors.danger, fontWeight: 600, whiteSpace: 'nowrap' }}>
        {t('inbox.queue.waiting', { duration: duration(waited) })}
      </span>
      {/* The member's language first: the answer is written in it. */}
      <span css={{ minWidth: 0, fontSize: '0.85rem', color: theme.colors.muted }}>
        <span css={{ fontWeight: 600, color: theme.colors.text }}>{languageName(member.language)}</span>
        {` · ${member.country} · `}
        {t('inbox.queue.toPersona', { name: persona.name })}
      </span>
      <span css={{ justifySelf: 'end' }}>
        <Badge tone="primary" title={t('inbox.queue.unanswered', { number: item.unanswered })}>
          <span aria-hidden="true">{item.unanswered}</span>
          <VisuallyHidden>{t('inbox.queue.unanswered', { number: item.unanswered })}</VisuallyHidden>
        </Badge>
      </span>
      <span
        css={{
          gridColumn: '2 / span 2',
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          fontStyle: last.type === 'text' ? 'normal' : 'italic',
        }}
      >
        {preview}
      </span>
      {(member.premium || member.out_of_credits || item.claim) && (
        <span css={{ gridColumn: '2 / span 2', display: 'flex', flexWrap: 'wrap', gap: theme.space(1), minWidth: 0 }}>
          {member.premium && <Badge tone="warning">{t('inbox.queue.premium')}</Badge>}
          {member.out_of_credits && <Badge tone="danger">{t('inbox.queue.outOfCredits')}</Badge>}
          {item.claim && <ClaimTag claim={item.claim} />}
        </span>
      )}
    </button>
  );
}
