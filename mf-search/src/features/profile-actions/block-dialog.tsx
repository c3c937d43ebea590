import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';
import { actionFailure, type ActionFailure } from './api/action-failure';
import { useBlockProfile } from './api/block-profile';

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
  const block = useBlockProfile();
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
