import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '@dating/shared/contracts/member-profile';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { actionFailure } from '@dating/shared/profile-actions/action-failure';
import { LikeButton } from './like-button';
import { MessageIcon } from '@dating/shared/ui/icon-button';
import { MoreMenu } from './more-menu';
import { useUnblockProfile } from './api/unblock-profile';
import { usePhoneLayout, PHONE_QUERY } from '../../hooks/use-phone-layout';
import { pathTo } from '@dating/shared/routes/path-to';

const PHONE = `@media ${PHONE_QUERY}`;

export interface ProfileActionsProps {
  profile: MemberProfile;
  visitor: boolean;
  onBlocked: () => void;
}

/**
 * What a member can do on another member's profile: like, start or continue a chat
 * (/members/{id}/chat, where the chat remote finds or starts the conversation), and block or report
 * in the ⋯ menu. Visitors see like and chat; either asks them to sign up (both need an account).
 * On a phone the actions stay at the foot of the screen while the member looks at the photos and reads on.
 */
export function ProfileActions({ profile, visitor, onBlocked }: ProfileActionsProps) {
  const { t } = useTranslation('mf-search');
  const { bus, navigate } = useShellContext();
  // The phone's bar has room for the message's words when like is a round icon beside it.
  const phone = usePhoneLayout();
  const message = () =>
    visitor ? bus.emit('signupRequested', { reason: 'chat' }) : navigate(pathTo('members-id-chat', { id: profile.id }));

  return (
    <div
      data-testid="profile-actions"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space(2),
        alignItems: 'center',
        [PHONE]: {
          position: 'sticky',
          // The phone's bottom tab bar is for members only; the action bar sits on it.
          bottom: visitor ? 0 : theme.tabBar.offset,
          zIndex: 5,
          padding: theme.space(2),
          paddingBottom: visitor ? `max(${theme.space(2)}, env(safe-area-inset-bottom))` : theme.space(2),
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          boxShadow: '0 -4px 16px rgba(29, 27, 32, 0.12)',
        },
      }}
    >
      <LikeButton profileId={profile.id} name={profile.name} liked={profile.liked ?? false} visitor={visitor} compact={phone} />
      <Button onClick={message} css={{ whiteSpace: 'nowrap', minWidth: 0, [PHONE]: { flex: 1, justifyContent: 'center' } }}>
        <MessageIcon />
        <span css={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{t('profileView.message')}</span>
      </Button>
      {!visitor && <MoreMenu profileId={profile.id} name={profile.name} photos={profile.photos} onBlocked={onBlocked} placement="above" />}
    </div>
  );
}

/** Shown instead of the profile right after blocking it: what happened, undo, and a way on. */
export function BlockedNotice({ profileId, name, onUndone }: { profileId: number; name: string; onUndone: () => void }) {
  const { t } = useTranslation('mf-search');
  const { navigate } = useShellContext();
  const unblock = useUnblockProfile();
  const busy = unblock.isPending;
  const [failed, setFailed] = useState(false);
  const undo = async () => {
    setFailed(false);
    try {
      await unblock.mutateAsync(profileId);
      onUndone();
    } catch (error) {
      setFailed(actionFailure(error) !== null);
    }
  };
  return (
    <div css={{ display: 'grid', gap: theme.space(3) }}>
      <Alert
        level="success"
        actions={
          <>
            <Button size="sm" variant="secondary" onClick={() => void undo()} disabled={busy} aria-busy={busy || undefined}>
              {t('block.undo')}
            </Button>
            <Button size="sm" onClick={() => navigate(pathTo('members'))}>
              {t('block.backToSearch')}
            </Button>
          </>
        }
      >
        <span data-testid="blocked-notice">{t('block.done', { name })}</span>
      </Alert>
      {failed && <Alert level="danger">{t('block.failed')}</Alert>}
    </div>
  );
}
