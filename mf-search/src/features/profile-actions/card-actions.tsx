import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { LikeButton } from './like-button';
import { IconButton, MessageIcon } from '@dating/shared/ui/icon-button';
import { MoreMenu } from './more-menu';

export interface CardActionsProps {
  profile: ProfileSummary;
  /** A visitor's click on like or chat asks them to sign up: liking and chatting need an account. */
  visitor: boolean;
  onOpen: (path: string) => void;
}

/**
 * Like, message and more (block, report) in a member card (search results, similar profiles,
 * match-finder results): round icon buttons, named for screen readers, that fit the narrowest card.
 */
export function CardActions({ profile, visitor, onOpen }: CardActionsProps) {
  const { t } = useTranslation('mf-search');
  const { bus } = useShellContext();
  const chat = () => (visitor ? bus.emit('signupRequested', { reason: 'chat' }) : onOpen(`/members/${profile.id}/chat`));
  return (
    <>
      <LikeButton profileId={profile.id} name={profile.name} visitor={visitor} compact />
      <IconButton label={t('actions.chatNamed', { name: profile.name })} tone="primary" onClick={chat} data-testid="chat-button">
        <MessageIcon />
      </IconButton>
      {!visitor && (
        <span css={{ marginLeft: 'auto' }}>
          <MoreMenu profileId={profile.id} name={profile.name} />
        </span>
      )}
    </>
  );
}
