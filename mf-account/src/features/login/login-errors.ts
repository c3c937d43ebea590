import { isApiError } from '@dating/shared/api-client/api-client';
import { LoginRequestSchema, type LoginRequest } from '@dating/shared/contracts/user';

export type LoginField = keyof LoginRequest;

/** Keys under `login.errors` for one field. */
type FieldErrorKey = 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooLong';
export type FieldErrors = Partial<Record<LoginField, FieldErrorKey>>;

/** What the form shows above the fields after a refused submit (translated at render time). */
export type FormError =
  { kind: 'loginFailed' } | { kind: 'accountLocked'; minutes: number } | { kind: 'tooManyAttempts' } | { kind: 'generic' };

/** The api's lockout window (api/src/auth/login-lockout.ts): the longest a lock can last. */
const LOCK_WINDOW_MINUTES = 15;

export type LoginValidation = { ok: true; request: LoginRequest } | { ok: false; errors: FieldErrors };

/**
 * Client-side validation with the same schema the api validates with (LoginRequestSchema), mapped
 * onto one translated message per field. The e-mail is trimmed first (the api trims it too).
 */
export function validateLogin(email: string, password: string): LoginValidation {
  const candidate = { email: email.trim(), password };
  const result = LoginRequestSchema.safeParse(candidate);
  if (result.success) return { ok: true, request: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'email' && !errors.email) errors.email = candidate.email === '' ? 'emailRequired' : 'emailInvalid';
    if (field === 'password' && !errors.password) errors.password = password === '' ? 'passwordRequired' : 'passwordTooLong';
  }
  // A schema issue on no known field still must not let the form submit.
  if (!errors.email && !errors.password) errors.email = 'emailInvalid';
  return { ok: false, errors };
}

/** What a refused submit leads to: a message, field messages, or (right password, account deleted < 14 days ago) the reactivation offer. */
export type SubmitFailure = { form: FormError } | { fields: FieldErrors } | { pendingDeletion: true };

/**
 * An error of POST /api/user.php as the form shows it. The codes with a text of their own, and the
 * per-IP rate limit (429 rate_limited: waiting helps, unlike after a server error), are told apart;
 * a network failure or anything else is the generic error, so nothing of the server's error
 * body reaches the screen.
 */
export function describeLoginError(error: unknown): SubmitFailure {
  if (!isApiError(error)) return { form: { kind: 'generic' } };
  switch (error.code) {
    case 'login_failed':
      return { form: { kind: 'loginFailed' } };
    case 'account_pending_deletion':
      // Only ever the answer to the right password: offer reactivation.
      return { pendingDeletion: true };
    case 'account_locked': {
      const minutes =
        error.minutes !== undefined && Number.isFinite(error.minutes) ? Math.max(1, Math.ceil(error.minutes)) : LOCK_WINDOW_MINUTES;
      return { form: { kind: 'accountLocked', minutes } };
    }
    case 'rate_limited':
      return { form: { kind: 'tooManyAttempts' } };
    case 'validation_failed':
      // The api validates with the same schema, so this only happens when the two drift apart.
      if (error.field === 'email') return { fields: { email: 'emailInvalid' } };
      if (error.field === 'password') return { fields: { password: 'passwordTooLong' } };
      return { form: { kind: 'generic' } };
    default:
      return { form: { kind: 'generic' } };
  }
}
