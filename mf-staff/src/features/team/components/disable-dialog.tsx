import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@dating/shared/contracts/staff-admin';
import { STAFF_REASON_MAX_LENGTH } from '@dating/shared/contracts/staff-admin';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { TextField } from '@dating/shared/ui/text-field';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useDisableStaffAccount } from '../api/disable-staff-account';
import { useTeamErrorText } from '../team-errors';

/** Disabling asks why (the audit log keeps the reason) and says what it does: logged out at once, no login. */
export function DisableDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const errorText = useTeamErrorText();
  const disable = useDisableStaffAccount();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError(t('team.disableDialog.reasonRequired'));
      return reasonRef.current?.focus();
    }
    setReasonError(null);
    disable.mutate({ staff: account.id, reason: reason.trim() }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      title={t('team.disableDialog.title', { email: account.email })}
      onClose={onClose}
      closeLabel={t('team.disableDialog.close')}
      initialFocusRef={reasonRef}
    >
      <form onSubmit={submit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <p css={{ margin: 0 }}>{t('team.disableDialog.intro')}</p>
        {disable.error ? <Alert level="danger">{errorText(disable.error)}</Alert> : null}
        <TextField
          ref={reasonRef}
          id={`${id}-reason`}
          label={t('team.disableDialog.reason')}
          hint={t('team.disableDialog.reasonHint')}
          value={reason}
          maxLength={STAFF_REASON_MAX_LENGTH}
          error={reasonError}
          required
          onChange={(event) => setReason(event.target.value)}
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }}>
          <Button type="submit" disabled={disable.isPending}>
            {disable.isPending ? t('team.disableDialog.submitting') : t('team.disableDialog.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('team.disableDialog.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
