import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ACTION_REASON_MAX_LENGTH } from '@dating/shared/contracts/staff-members';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { TextField } from '@dating/shared/ui/text-field';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface ReasonDialogProps {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  /** The action cannot be undone: the intro is shown as a warning. */
  irreversible?: boolean;
  pending: boolean;
  error: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** An action that asks why (the audit log keeps the reason) and says what it does before it is done. */
export function ReasonDialog({ title, intro, submitLabel, irreversible = false, pending, error, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError(t('members.dialog.reasonRequired'));
      return reasonRef.current?.focus();
    }
    setReasonError(null);
    onSubmit(reason.trim());
  };

  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('members.dialog.close')} initialFocusRef={reasonRef}>
      <form onSubmit={submit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        {irreversible ? <Alert level="warning">{intro}</Alert> : <p css={{ margin: 0 }}>{intro}</p>}
        {error ? <Alert level="danger">{error}</Alert> : null}
        <TextField
          ref={reasonRef}
          id={`${id}-reason`}
          label={t('members.dialog.reason')}
          hint={t('members.dialog.reasonHint')}
          value={reason}
          maxLength={STAFF_ACTION_REASON_MAX_LENGTH}
          error={reasonError}
          required
          onChange={(event) => setReason(event.target.value)}
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }}>
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? t('members.dialog.working') : submitLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('members.dialog.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
