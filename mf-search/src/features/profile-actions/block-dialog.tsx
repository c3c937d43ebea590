import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';
import { actionFailure, blockProfile, type ActionFailure } from './profile-actions-api';

export interface BlockDialogProps {
  open: boolean;
  onClose: () => void;
  profileId: number;
  name: string;
  onBlocked: () => void;
}

/** Asks before blocking: what a block does, and that settings undo it. */
export function BlockDialog({ open, onClose, profileId, name, onBlocked }: BlockDialogProps) {
  const { t } = useTranslation('mf-search');
  const { api, bus } = useShellContext();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await blockProfile(api, profileId);
      // The blocked member leaves the chat and likes lists (and their badges) at once.
      bus.emit('refreshRequested', { what: ['chats', 'likes'] });
      onBlocked();
    } catch (error) {
      setFailure(actionFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('block.title', { name })} closeLabel={t('block.cancel')} width="sm">
      <div css={{ display: 'grid', gap: theme.space(3) }}>
        <p css={{ margin: 0 }}>{t('block.explain', { name })}</p>
        {failure && <Alert level="danger">{failure === 'unavailable' ? t('actions.unavailable') : t('block.failed')}</Alert>}
        <div css={{ display: 'flex', gap: theme.space(2), flexWrap: 'wrap' }}>
          <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
            {t('block.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('block.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
