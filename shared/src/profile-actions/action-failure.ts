import { isApiError } from '@dating/shared/api-client/api-client';

/** What went wrong, as the screens tell it: gone (404: unknown, hidden or blocked), too many, anything else. */
export type ActionFailure = 'unavailable' | 'rate_limited' | 'failed';
export function actionFailure(error: unknown): ActionFailure {
  // isApiError, not instanceof: the shell's client throws its own copy of the class.
  if (isApiError(error) && (error.status === 404 || error.code === 'not_found')) return 'unavailable';
  if (isApiError(error) && (error.status === 429 || error.code === 'rate_limited')) return 'rate_limited';
  return 'failed';
}
