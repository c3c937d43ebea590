import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import type { QueueMember } from '@dating/shared/contracts/staff-reports';

/** A member's name as the queue shows it (an erased profile has none). */
export function useMemberName(): (member: QueueMember) => string {
  const { t } = useTranslation('mf-staff');
  return (member) => member.name ?? t('reports.memberFallback', { id: member.user_id });
}

const KNOWN_ERRORS = [
  'reports_decided',
  'member_banned',
  'nothing_to_lift',
  'profile_offline',
  'profile_online',
  'profile_not_active',
] as const;

/** A refused decision in the moderator's words. */
export function useDecisionErrorText(): (error: unknown) => string {
  const { t } = useTranslation('mf-staff');
  return (error) => {
    const code = isApiError(error) ? error.code : null;
    const known = KNOWN_ERRORS.find((candidate) => candidate === code);
    return known ? t(`reports.errors.${known}`) : t('reports.errors.generic');
  };
}
