import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { TextField } from '@dating/shared/ui/text-field';
import { theme } from '@dating/shared/ui/theme-tokens';

/** The dialog's own words, in the page's texts (each page names its action in its own terms). */
interface ReasonDialogTexts {
  reason: string;
  reasonHint: string;
  reasonRequired: string;
  /** The submit button's label while the action runs. */
  working: string;
  cancel: string;
  close: string;
}

export interface ReasonDialogProps {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  /** The action cannot be undone: the intro is shown as a warning. */
  irreversible?: boolean;
  /** The longest reason the action's call takes. */
  maxLength: number;
  texts: ReasonDialogTexts;
  pending: boolean;
  error: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/**
 * A staff action that asks why and says what it does before it is done: the reason is required (the
 * audit log keeps it), a missing one is said at the field and focuses it.
 */
export function ReasonDialog({
  title,
  intro,
  submitLabel,
  irreversible = false,
  maxLength,
  texts,
  pending,
  error,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError(texts.reasonRequired);
      return reasonRef.current?.focus();
    }
    setReasonError(null);
    onSubmit(reason.trim());
  };

  return (
    <Modal open title={title} onClose={onClose} closeLabel={texts.close} initialFocusRef={reasonRef}>
      <form onSubmit={submit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        {irreversible ? <Alert level="warning">{intro}</Alert> : <p css={{ margin: 0 }}>{intro}</p>}
        {error ? <Alert level="danger">{error}</Alert> : null}
        <TextField
          ref={reasonRef}
          id={`${id}-reason`}
          label={texts.reason}
          hint={texts.reasonHint}
          value={reason}
          maxLength={maxLength}
          error={reasonError}
          required
          onChange={(event) => setReason(event.target.value)}
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }}>
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? texts.working : submitLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
