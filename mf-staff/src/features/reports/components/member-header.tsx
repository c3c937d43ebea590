import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueMember } from '@dating/shared/contracts/staff-reports';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { staffRouteByName } from '@dating/shared/routes/staff-route-table';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useDateTimeText } from '../../../hooks/use-date-time';
import { useMemberName } from '../reports-format';
import { Avatar } from '../../../components/avatar';

/** The member a panel is about: name, ids, the sanction in force, and the way to their member page. */
export function MemberHeader({ member, headingId }: { member: QueueMember; headingId: string }) {
  const { t } = useTranslation('mf-staff');
  const { navigate } = useShellContext();
  const dateTime = useDateTimeText();
  const name = useMemberName()(member);
  const membersPage = staffRouteByName('staff-members');
  const memberHref = membersPage ? `${membersPage.path}?member=${member.user_id}` : null;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!memberHref || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(memberHref);
  };
  const sanction = member.banned_at
    ? t('reports.banned')
    : member.suspended_until
      ? t('reports.suspendedUntil', { when: dateTime(member.suspended_until) })
      : null;
  return (
    <header css={{ display: 'flex', gap: theme.space(3), alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar name={name} url={member.photo_url} size={56} />
      <div css={{ flex: '1 1 200px', minWidth: 0 }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: '1.3rem' }}>
          {name}
        </h2>
        <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem' }}>
          {t('reports.memberIds', { user: member.user_id, profile: member.profile_id ?? '–' })}
          {sanction ? <strong css={{ marginInlineStart: theme.space(2), color: theme.colors.danger }}>{sanction}</strong> : null}
        </p>
      </div>
      {memberHref ? (
        <a href={memberHref} onClick={open} css={{ color: theme.colors.primary, fontWeight: 600 }}>
          {t('reports.openMember')}
        </a>
      ) : null}
    </header>
  );
}
