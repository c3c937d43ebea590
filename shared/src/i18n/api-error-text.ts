import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api-client/api-client';
import { ERROR_CODES, type ErrorCode } from '../contracts/errors';
import { COMMON_NAMESPACE } from './common-locales';

/**
 * The codes `common` has a text for (errors.<code>): every api code but `internal`, and the client's
 * own `network`. `internal`, `invalid_response` and any code this build does not know yet (a newer
 * api may add one: codes are open strings) read as errors.generic — a remote built before a new code
 * still says something sensible.
 */
type CodeWithText = Exclude<ErrorCode, 'internal'> | 'network';
const CODES_WITH_TEXT: readonly CodeWithText[] = [
  ...ERROR_CODES.filter((code): code is Exclude<ErrorCode, 'internal'> => code !== 'internal'),
  'network',
];
const HAS_TEXT = new Set<string>(CODES_WITH_TEXT);

/** An error as one text of `common`: its key and the values the text takes. */
export interface ApiErrorText {
  key: `errors.${CodeWithText | 'generic'}`;
  values: {
    minutes?: number;
    /** account_suspended: the suspension's end (epoch ms), formatted by the text's `datetime` in the reader's language. */
    until?: number;
  };
}

/** Which `common` text tells `error` (anything thrown: an ApiError by its code, everything else generic). */
export function apiErrorText(error: unknown): ApiErrorText {
  if (!isApiError(error) || !HAS_TEXT.has(error.code)) return { key: 'errors.generic', values: {} };
  const code = error.code as CodeWithText;
  if (code === 'account_locked') {
    // The api sends the minutes left; without them, the lock's longest (15 min) is what is true.
    const minutes = error.minutes !== undefined && Number.isFinite(error.minutes) ? Math.max(1, Math.ceil(error.minutes)) : 15;
    return { key: 'errors.account_locked', values: { minutes } };
  }
  if (code === 'account_suspended' && error.until !== undefined && !Number.isNaN(Date.parse(error.until))) {
    return { key: 'errors.account_suspended', values: { until: Date.parse(error.until) } };
  }
  return { key: `errors.${code}`, values: {} };
}

/**
 * `(error) => text`: an api error in the member's language, never the server's own message (the
 * error body's prose is for logs, not for screens). A screen with a better text for a code it
 * expects says that one first, and hands everything else to this.
 */
export function useApiErrorText(): (error: unknown) => string {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useCallback(
    (error: unknown) => {
      const { key, values } = apiErrorText(error);
      return t(key as 'errors.generic', values);
    },
    [t],
  );
}
