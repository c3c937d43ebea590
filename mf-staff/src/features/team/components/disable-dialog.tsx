import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@dating/shared/contracts/staff-admin';
import { STAFF_REASON_MAX_LENGTH } from '@dating/shared/contracts/staff-admin';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useDisableStaffAccount } from '../api/disable-staff-account';
import { useTeamErrorText } from '../team-errors';

/** Disabling asks why (the audit log keeps the reason) and says what it does: logged out at once, no login. */
export function DisableDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const { t } = useTranslation('mf-staff');
  const errorText = useTeamErrorText();
  const disable = useDisableStaffAccount();
  return (
    <ReasonDialog
      title={t('team.disableDialog.title', { email: account.email })}
      intro={t('team.disableDialog.intro')}
      submitLabel={t('team.disableDialog.submit')}
      maxLength={STAFF_REASON_MAX_LENGTH}
      texts={{
        reason: t('team.disableDialog.reason'),
        reasonHint: t('team.disableDialog.reasonHint'),
        reasonRequired: t('team.disableDialog.reasonRequired'),
        working: t('team.disableDialog.submitting'),
        cancel: t('team.disableDialog.cancel'),
        close: t('team.disableDialog.close'),
      }}
      pending={disable.isPending}
      error={disable.error ? errorText(disable.error) : null}
      onSubmit={(reason) => disable.mutate({ staff: account.id, reason }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
