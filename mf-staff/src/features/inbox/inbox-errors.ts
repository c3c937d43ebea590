import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import type { InboxErrorCode } from '@dating/shared/contracts/staff-inbox';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';

/** Whether `error` is the api's answer with one of the inbox's own codes. */
export function isInboxError(error: unknown, code: InboxErrorCode): boolean {
  return isApiError(error) && error.code === code;
}

/** `(error) => text`: the inbox's own codes in the console's words, every other error as the shared texts say it. */
export function useInboxErrorText(): (error: unknown) => string {
  const { t } = useTranslation('mf-staff');
  const apiErrorText = useApiErrorText();
  return useCallback(
    (error: unknown) => {
      if (isInboxError(error, 'conversation_claimed')) return t('inbox.errors.conversationClaimed');
      if (isInboxError(error, 'claim_required')) return t('inbox.errors.claimRequired');
      return apiErrorText(error);
    },
    [t, apiErrorText],
  );
}
