import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import type { MemberSanction } from '@dating/shared/contracts/staff-members';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useDateTimeText } from '../../hooks/use-date-time';

/** The codes of the members pages (and of the decision they use) in the console's words; every other as the shared texts say it. */
const OWN_CODES = {
  refund_refused: 'members.errors.refundRefused',
  refund_failed: 'members.errors.refundFailed',
  direct_debit_not_blocked: 'members.errors.notBlocked',
  nothing_to_lift: 'members.errors.nothingToLift',
  member_banned: 'members.errors.memberBanned',
} as const;

export function useMembersErrorText(): (error: unknown) => string {
  const { t } = useTranslation('mf-staff');
  const apiErrorText = useApiErrorText();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.code in OWN_CODES) return t(OWN_CODES[error.code as keyof typeof OWN_CODES]);
      return apiErrorText(error);
    },
    [t, apiErrorText],
  );
}

/** A sanction as one line ("Banned since …", "Suspended until …"), or null without one. */
export function useSanctionText(): (sanction: MemberSanction) => string | null {
  const { t } = useTranslation('mf-staff');
  const dateTime = useDateTimeText();
  return useCallback(
    (sanction: MemberSanction) => {
      if (!sanction) return null;
      return sanction.kind === 'ban'
        ? t('members.sanction.banned', { date: dateTime(sanction.since) })
        : t('members.sanction.suspended', { date: dateTime(sanction.until) });
    },
    [t, dateTime],
  );
}

/** `(cents, currency) => "€ 9.99"` in the console's language. */
export function useMoneyText(): (cents: number, currency: string) => string {
  const { i18n } = useTranslation('mf-staff');
  const language = i18n.language;
  return useMemo(
    () => (cents: number, currency: string) => new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100),
    [language],
  );
}

/** A country code as its name in the console's language (the code itself when the browser has no name). */
export function useCountryName(): (code: string | null) => string | null {
  const { i18n } = useTranslation('mf-staff');
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  return useCallback((code: string | null) => (code ? (names.of(code) ?? code) : null), [names]);
}
