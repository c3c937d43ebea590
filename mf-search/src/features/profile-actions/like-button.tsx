import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button, type ButtonSize } from '@dating/shared/ui/button';
import { IconButton } from '@dating/shared/ui/icon-button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { actionFailure, type ActionFailure } from '@dating/shared/profile-actions/action-failure';
import { useLikeProfile } from './api/like-profile';

export interface LikeButtonProps {
  profileId: number;
  name: string;
  /** Already liked (the profile view knows; search results do not). */
  liked?: boolean;
  /** Visitors are asked to sign up instead: login is required to like. */
  visitor: boolean;
  size?: ButtonSize;
  /** A round icon button (a card's, where a label would wrap): its accessible name then carries the name. */
  compact?: boolean;
}

const Heart = ({ filled }: { filled: boolean }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="2"
    css={{ verticalAlign: '-3px' }}
  >
    <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
  </svg>
);

/**
 * Like a profile (POST /api/like.php). Liking is idempotent on the server, so the button simply
 * becomes "Liked"; a mutual like is a match: the bus hears it (the match modal's owner shows it) and
 * the button says so. A visitor's click publishes `signupRequested` (the signup modal opens on it).
 */
export function LikeButton({ profileId, name, liked: initiallyLiked = false, visitor, size = 'md', compact = false }: LikeButtonProps) {
  const { t } = useTranslation('mf-search');
  const { bus } = useShellContext();
  const likeProfile = useLikeProfile();
  const [liked, setLiked] = useState(initiallyLiked);
  const [match, setMatch] = useState(false);
  const busy = likeProfile.isPending;
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  useEffect(() => setLiked(initiallyLiked), [initiallyLiked, profileId]);

  const like = async () => {
    if (visitor) {
      bus.emit('signupRequested', { reason: 'like' });
      return;
    }
    if (liked || busy) return;
    setFailure(null);
    try {
      const answer = await likeProfile.mutateAsync(profileId);
      setLiked(true);
      if (answer.match) setMatch(true);
    } catch (error) {
      setFailure(actionFailure(error));
    }
  };

  const label = liked ? t('actions.likedNamed', { name }) : t('actions.likeNamed', { name });
  const common = {
    onClick: () => void like(),
    'aria-pressed': visitor ? undefined : liked,
    'aria-busy': busy || undefined,
    disabled: busy,
    'data-testid': 'like-button',
  } as const;
  return (
    // On a card the message takes a line of its own under the card's row of buttons.
    <span css={compact ? { display: 'contents' } : { display: 'inline-flex', flexDirection: 'column' }}>
      {compact ? (
        <IconButton label={label} tone={liked ? 'filled' : 'primary'} {...common}>
          <Heart filled={liked} />
        </IconButton>
      ) : (
        <Button variant={liked ? 'secondary' : 'primary'} size={size} css={{ whiteSpace: 'nowrap' }} {...common}>
          <Heart filled={liked} /> {liked ? t('actions.liked') : t('actions.like')}
        </Button>
      )}
      <output
        css={{
          fontSize: '0.875rem',
          color: failure ? theme.colors.danger : theme.colors.success,
          '&:not(:empty)': compact ? { order: 1, flexBasis: '100%' } : { marginTop: theme.space(1) },
          // Kept in the page (a live region must be there before it speaks) but out of the card's row.
          '&:empty': compact ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden' } : {},
        }}
      >
        {match
          ? t('actions.match', { name })
          : failure === 'unavailable'
            ? t('actions.unavailable')
            : failure
              ? t('actions.likeFailed')
              : null}
      </output>
    </span>
  );
}
