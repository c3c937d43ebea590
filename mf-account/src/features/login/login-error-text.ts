import { useTranslation } from 'react-i18next';
import type { FormError } from './login-errors';

/**
 * The text of a refused login or reactivation (both are judged by the same credential checks). A rate
 * limit says "too many attempts" with the one text settings uses for it, not a copy of its own.
 */
export function useLoginFormErrorText(): (error: FormError) => string {
  const { t } = useTranslation('mf-account');
  const { t: tCommon } = useTranslation('common');
  return (error) => {
    switch (error.kind) {
      case 'loginFailed':
        return t('login.errors.loginFailed');
      case 'accountLocked':
        return t('login.errors.accountLocked', { minutes: error.minutes });
      case 'tooManyAttempts':
        return t('settings.tooManyAttempts');
      default:
        return tCommon('errors.generic');
    }
  };
}
