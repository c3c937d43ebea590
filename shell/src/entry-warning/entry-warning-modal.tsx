import { useTranslation } from 'react-i18next';
import { Modal } from '@dating/shared/ui/modal';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';

export interface EntryWarningModalProps {
  minAge: number;
  onAccept: () => void;
  onLeave: () => void;
}

/** The age/content confirmation. It cannot be dismissed by Escape or the backdrop: a choice is required. */
export default function EntryWarningModal({ minAge, onAccept, onLeave }: EntryWarningModalProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <Modal open title={t('entryWarning.title')} onClose={onLeave} closeOnEscape={false} closeOnBackdrop={false} width="md">
      <p>{t('entryWarning.body', { age: minAge })}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), justifyContent: 'flex-end', marginTop: theme.space(5) }}>
        <Button variant="secondary" onClick={onLeave}>
          {t('entryWarning.leave')}
        </Button>
        <Button onClick={onAccept}>{t('entryWarning.accept', { age: minAge })}</Button>
      </div>
    </Modal>
  );
}
