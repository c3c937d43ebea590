import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { LikeButton } from './like-button';

export interface CardActionsProps {
  profile: ProfileSummary;
  /** A visitor's click on like or chat asks them to sign up: liking and chatting need an account. */
  visitor: boolean;
  onOpen: (path: string) => void;
}

/** Like and chat under a member card (search results, similar profiles, match-finder results). */
export function CardActions({ profile, visitor, onOpen }: CardActionsProps) {
  const { t } = useTranslation('mf-search');
  const { bus } = useShellContext();
  const chat = () => (visitor ? bus.emit('signupRequested', { reason: 'chat' }) : onOpen(`/members/${profile.id}/chat`));
  return (
    <div css={{ display: 'flex', gap: theme.space(1), alignItems: 'flex-start' }}>
      <LikeButton profileId={profile.id} name={profile.name} visitor={visitor} size="sm" compact />
      <Button
        size="sm"
        variant="secondary"
        onClick={chat}
        aria-label={t('actions.chatNamed', { name: profile.name })}
        data-testid="chat-button"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          css={{ verticalAlign: '-3px' }}
        >
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
      </Button>
    </div>
  );
}
