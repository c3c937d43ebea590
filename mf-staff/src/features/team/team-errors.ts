import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';

/** `(error) => text`: the team's own codes in the console's words, every other error as the shared texts say it. */
export function useTeamErrorText(): (error: unknown) => string {
  const { t } = useTranslation('mf-staff');
  const apiErrorText = useApiErrorText();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error)) {
        if (error.code === 'staff_exists') return t('team.errors.exists');
        if (error.code === 'staff_set_up_already') return t('team.errors.setUpAlready');
        if (error.code === 'staff_self_disable') return t('team.errors.selfDisable');
      }
      return apiErrorText(error);
    },
    [t, apiErrorText],
  );
}
