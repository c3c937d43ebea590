import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { COMMON_NAMESPACE } from '../i18n/common-locales';
import { actionFailure, type ActionFailure } from '../profile-actions/action-failure';
import { useBlockProfile } from '../profile-actions/block-profile';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';
import { theme } from './theme';

export interface BlockDialogProps {
  open: boolean;
  onClose: () => void;
  profileId: number;
  name: string;
  /** After the block: what the calling remote's own screens and cache make of it. */
  onBlocked: () => void;
  /** The calling remote's QueryClient (each remote has its own). */
  queryClient: QueryClient;
}

/**
 * Asks before blocking: what a block does, and that settings undo it. Shared by every remote that
 * offers a block (a profile, a conversation); its texts are `common`'s profileActions.block.
 */
export function BlockDialog({ open, onClose, profileId, name, onBlocked, queryClient }: BlockDialogProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const block = useBlockProfile(queryClient);
  const busy = block.isPending;
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await block.mutateAsync(profileId);
      onBlocked();
    } catch (error) {
      setFailure(actionFailure(error));
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('profileActions.block.title', { name })}
      closeLabel={t('profileActions.block.cancel')}
      width="sm"
    >
      <div css={{ display: 'grid', gap: theme.space(3) }}>
        <p css={{ margin: 0 }}>{t('profileActions.block.explain', { name })}</p>
        {failure && (
          <Alert level="danger">{failure === 'unavailable' ? t('profileActions.unavailable') : t('profileActions.block.failed')}</Alert>
        )}
        <div css={{ display: 'flex', gap: theme.space(2), flexWrap: 'wrap' }}>
          <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
            {t('profileActions.block.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('profileActions.block.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
