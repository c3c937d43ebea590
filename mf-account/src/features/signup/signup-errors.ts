import { isApiError } from '@dating/shared/api-client/api-client';
import { SIGNUP_ERROR_KEYS, type SignupErrorKey, type SignupField } from '@dating/shared/contracts/signup';

/** What the form shows above the fields after a refused submit (translated at render time). */
export type SignupFormError =
  { kind: 'accountExists' } | { kind: 'pendingDeletion' } | { kind: 'signupsClosed' } | { kind: 'rateLimited' } | { kind: 'generic' };

export type SignupFailure = { form: SignupFormError } | { field: SignupField; key: SignupErrorKey };

const FIELDS = new Set<string>([
  'email',
  'name',
  'date_of_birth',
  'password',
  'gender',
  'sexuality',
  'country',
  'region_id',
  'city',
  'about_me',
  'signup_message',
]);

/** An error of POST /api/signup.php as the form shows it; nothing of the server's prose reaches the screen. */
export function describeSignupError(error: unknown): SignupFailure {
  if (!isApiError(error)) return { form: { kind: 'generic' } };
  switch (error.code) {
    case 'account_exists':
      return { form: { kind: 'accountExists' } };
    case 'account_pending_deletion':
      return { form: { kind: 'pendingDeletion' } };
    case 'signups_closed':
      return { form: { kind: 'signupsClosed' } };
    case 'rate_limited':
      return { form: { kind: 'rateLimited' } };
    case 'validation_failed': {
      // The api validates with the same schema; its message after "field: " is the same key.
      const field = error.field ?? '';
      const key = error.message.split(': ').pop() ?? '';
      if (FIELDS.has(field)) {
        return {
          field: field as SignupField,
          key: (SIGNUP_ERROR_KEYS as readonly string[]).includes(key) ? (key as SignupErrorKey) : 'invalid',
        };
      }
      return { form: { kind: 'generic' } };
    }
    default:
      return { form: { kind: 'generic' } };
  }
}
