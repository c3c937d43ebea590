import { isApiError } from '../api-client/api-client';

/**
 * The api's answer to a suspended or banned account at every way in — the login form, a mail's login link,
 * a password reset, a reactivation (docs/moderation.md): `banned` (the screen goes to /pages/ban, which says
 * what a ban is and how to appeal), `suspended` (the screen shows the common text of account_suspended, the
 * end in the member's language: `apiErrorText`), or null for any other answer.
 */
export function sanctionRefusal(error: unknown): 'banned' | 'suspended' | null {
  if (!isApiError(error)) return null;
  if (error.code === 'account_banned') return 'banned';
  if (error.code === 'account_suspended') return 'suspended';
  return null;
}
