import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LikesListItem, LikesType } from '@dating/shared/contracts/likes';
import { actionFailure, type ActionFailure } from '@dating/shared/profile-actions/action-failure';
import { pathTo } from '@dating/shared/routes/path-to';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useLikeProfile } from '../api/like-profile';
import { useUnlikeProfile } from '../api/unlike-profile';

/**
 * What a card of a tab offers: a like back (received, not yet a match), removing the like (sent), and
 * a message to a match (matches, and a received like that is one): the chat route opens the
 * conversation with them, or starts one.
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

  const chat = (
    <Button
      size="sm"
      onClick={() => onOpen(pathTo('members-id-chat', { id: profile.id }))}
      aria-label={t('likes.actions.named', { action: t('likes.actions.chat'), name: profile.name })}
    >
      {t('likes.actions.chat')}
    </Button>
  );
  const action =
    type === 'sent' ? (
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void run(() => removeLike.mutateAsync(profile.id))}
        aria-label={t('likes.actions.named', { action: t('likes.actions.remove'), name: profile.name })}
      >
        {t('likes.actions.remove')}
      </Button>
    ) : type === 'matches' || item.matched ? (
      chat
    ) : (
      <Button
        size="sm"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void run(() => likeBack.mutateAsync(profile.id))}
        aria-label={t('likes.actions.named', { action: t('likes.actions.likeBack'), name: profile.name })}
      >
        {t('likes.actions.likeBack')}
      </Button>
    );

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1), flex: 1, minWidth: 0 }}>
      {action}
      <output css={{ fontSize: '0.875rem', color: theme.colors.danger, '&:empty': { display: 'none' } }}>
        {failure === 'unavailable' ? t('likes.actions.unavailable') : failure ? t('likes.actions.failed') : null}
      </output>
    </div>
  );
}
