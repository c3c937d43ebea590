import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LikesListItem, LikesType } from '@dating/shared/contracts/likes';
import { actionFailure, type ActionFailure } from '@dating/shared/profile-actions/action-failure';
import { pathTo } from '@dating/shared/routes/path-to';
import { Button } from '@dating/shared/ui/button';
import { IconButton, MessageIcon } from '@dating/shared/ui/icon-button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useLikeProfile } from '../api/like-profile';
import { useUnlikeProfile } from '../api/unlike-profile';

/**
 * What a card of a tab offers: a like back (received, not yet a match) or removing the like (sent),
 * and a message (the chat route opens the conversation with them, or starts one), the one action
 * left on a match.
 */
export function LikeCardActions({ item, type, onOpen }: { item: LikesListItem; type: LikesType; onOpen: (path: string) => void }) {
  const { t } = useTranslation('mf-likes');
  const likeBack = useLikeProfile();
  const removeLike = useUnlikeProfile();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const { profile } = item;
  const busy = likeBack.isPending || removeLike.isPending;

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(actionFailure(error));
    }
  };

  const named = (action: string) => t('likes.actions.named', { action, name: profile.name });
  // A card is narrow: the message action is an icon, named for screen readers; the text button takes the rest.
  const chat = (
    <IconButton
      label={named(t('likes.actions.chat'))}
      tone={type === 'matches' || item.matched ? 'filled' : 'primary'}
      onClick={() => onOpen(pathTo('members-id-chat', { id: profile.id }))}
    >
      <MessageIcon />
    </IconButton>
  );
  // Little side padding: two cards side by side on a phone leave the label some 100 px, "Zurückliken" included.
  const textButton = {
    flex: 1,
    minWidth: 0,
    justifyContent: 'center',
    whiteSpace: 'nowrap',
    height: 40,
    paddingInline: theme.space(2),
  } as const;
  const action =
    type === 'sent' ? (
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void run(() => removeLike.mutateAsync(profile.id))}
        aria-label={named(t('likes.actions.remove'))}
        css={textButton}
      >
        <span css={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{t('likes.actions.remove')}</span>
      </Button>
    ) : type === 'matches' || item.matched ? null : (
      <Button
        size="sm"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void run(() => likeBack.mutateAsync(profile.id))}
        aria-label={named(t('likes.actions.likeBack'))}
        css={textButton}
      >
        <span css={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{t('likes.actions.likeBack')}</span>
      </Button>
    );

  return (
    <>
      {action}
      {chat}
      <output css={{ flexBasis: '100%', fontSize: '0.875rem', color: theme.colors.danger, '&:empty': { display: 'none' } }}>
        {failure === 'unavailable' ? t('likes.actions.unavailable') : failure ? t('likes.actions.failed') : null}
      </output>
    </>
  );
}
