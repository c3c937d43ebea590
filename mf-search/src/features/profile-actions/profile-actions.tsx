import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '@dating/shared/contracts/member-profile';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { actionFailure } from '@dating/shared/profile-actions/action-failure';
import { BlockDialog } from '@dating/shared/ui/block-dialog';
import { ReportDialog } from '@dating/shared/ui/report-dialog';
import { LikeButton } from './like-button';
import { membersSeenChanged } from './api/members-seen';
import { useUnblockProfile } from './api/unblock-profile';
import { queryClient } from '../../query-client';
import { pathTo } from '@dating/shared/routes/path-to';

export interface ProfileActionsProps {
  profile: MemberProfile;
  visitor: boolean;
  onBlocked: () => void;
}

/**
 * What a member can do on another member's profile: like, start or continue a chat
 * (/members/{id}/chat, where the chat remote finds or starts the conversation), block, report.
 * Visitors see like and chat; either asks them to sign up (both need an account).
 */
export function ProfileActions({ profile, visitor, onBlocked }: ProfileActionsProps) {
  const { t } = useTranslation('mf-search');
  const { bus, navigate } = useShellContext();
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const message = () =>
    visitor ? bus.emit('signupRequested', { reason: 'chat' }) : navigate(pathTo('members-id-chat', { id: profile.id }));

  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' }} data-testid="profile-actions">
      <LikeButton profileId={profile.id} name={profile.name} liked={profile.liked ?? false} visitor={visitor} />
      <Button onClick={message}>{t('profileView.message')}</Button>
      {!visitor && (
        <>
          <Button variant="secondary" onClick={() => setDialog('block')}>
            {t('actions.block')}
          </Button>
          <Button variant="link" onClick={() => setDialog('report')}>
            {t('actions.report')}
          </Button>
          <BlockDialog
            open={dialog === 'block'}
            onClose={() => setDialog(null)}
            profileId={profile.id}
            name={profile.name}
            onBlocked={() => {
              // A blocked member must not come back with Back to a search.
              void membersSeenChanged(queryClient);
              onBlocked();
            }}
            queryClient={queryClient}
          />
          <ReportDialog
            open={dialog === 'report'}
            onClose={() => setDialog(null)}
            profileId={profile.id}
            name={profile.name}
            photos={profile.photos}
            queryClient={queryClient}
          />
        </>
      )}
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
