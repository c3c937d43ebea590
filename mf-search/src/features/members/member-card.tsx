import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '@dating/shared/contracts/index';
import { theme } from '@dating/shared/ui/theme-tokens';
import { ProfileCard, type ProfileCardProps } from '@dating/shared/ui/profile-card';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { LikeButton } from '../profile-actions/like-button';


export interface MemberCardProps {
  profile: ProfileSummary;
  settings: ProfileCardProps['settings'];
  onOpen(path: string): void;
  /** Like and chat under the card; a visitor's click asks them to sign up (§6). Absent: no actions. */
  actions?: { visitor: boolean };
}

/** One search result: the shared profile card, with like and chat below it when `actions` is given. */
export function MemberCard({ profile, settings, onOpen, actions }: MemberCardProps) {
  const { t } = useTranslation('mf-search');
  return (
    <ProfileCard profile={profile} settings={settings} onOpen={onOpen} texts={{ nameAge: t('members.nameAge', { name: profile.name, age: profile.age }), online: t('members.online') }}>
      {actions && <CardActions profile={profile} visitor={actions.visitor} onOpen={onOpen} />}
    </ProfileCard>
  );
}

function CardActions({ profile, visitor, onOpen }: { profile: ProfileSummary; visitor: boolean; onOpen(path: string): void }) {
  const { t } = useTranslation('mf-search');
  const { bus } = useShellContext();
  const chat = () => (visitor ? bus.emit('signupRequested', { reason: 'chat' }) : onOpen(`/members/${profile.id}/chat`));
  return (
    <div css={{ display: 'flex', gap: theme.space(1), alignItems: 'flex-start' }}>
      <LikeButton profileId={profile.id} name={profile.name} visitor={visitor} size="sm" compact />
      <Button size="sm" variant="secondary" onClick={chat} aria-label={t('actions.chatNamed', { name: profile.name })} data-testid="chat-button">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" css={{ verticalAlign: '-3px' }}>
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
      </Button>
    </div>
  );
}
