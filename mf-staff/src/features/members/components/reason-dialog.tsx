import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ACTION_REASON_MAX_LENGTH } from '@dating/shared/contracts/staff-members';
import { ReasonDialog as ConsoleReasonDialog } from '../../../components/reason-dialog';

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

/** A member action that asks why (the audit log keeps the reason): the console's reason dialog in the members page's words. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useTranslation('mf-staff');
  return (
    <ConsoleReasonDialog
      {...props}
      maxLength={STAFF_ACTION_REASON_MAX_LENGTH}
      texts={{
        reason: t('members.dialog.reason'),
        reasonHint: t('members.dialog.reasonHint'),
        reasonRequired: t('members.dialog.reasonRequired'),
        working: t('members.dialog.working'),
        cancel: t('members.dialog.cancel'),
        close: t('members.dialog.close'),
      }}
    />
  );
}
