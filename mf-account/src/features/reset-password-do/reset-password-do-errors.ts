import { isApiError } from '@dating/shared/api-client/api-client';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ResetTokenSchema } from '@dating/shared/contracts/password-reset';

export type NewPasswordField = 'password' | 'password_repeat';
/** Keys under `resetPasswordDo.errors`. */
type NewPasswordErrorKey = 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong' | 'passwordsDiffer';
export type NewPasswordErrors = Partial<Record<NewPasswordField, NewPasswordErrorKey>>;

/** Whether the `token` query parameter can be a reset token at all (else: the invalid-link message at once). */
export function isPlausibleResetToken(token: unknown): token is string {
  return ResetTokenSchema.safeParse(token).success;
}

/**
 * The same rules as PasswordResetDoRequestSchema (length from the shared constants), one translated
 * message per field; a repeat that differs is 'The entered passwords are not the same.'
 */
export function validateNewPassword(password: string, repeat: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password === '') errors.password = 'passwordRequired';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = 'passwordTooLong';
  if (repeat !== password) errors.password_repeat = 'passwordsDiffer';
  return errors;
}

export type ResetDoFailure =
  { kind: 'linkInvalid' } | { kind: 'fields'; errors: NewPasswordErrors } | { kind: 'tooManyAttempts' } | { kind: 'generic' };

/** An error of POST /api/password-reset-do.php as the screen shows it (recognised by shape, never instanceof). */
export function describeResetDoError(error: unknown): ResetDoFailure {
  if (!isApiError(error)) return { kind: 'generic' };
  if (error.code === 'token_invalid') return { kind: 'linkInvalid' };
  if (error.code === 'rate_limited') return { kind: 'tooManyAttempts' };
  if (error.code === 'validation_failed') {
    if (error.field === 'token') return { kind: 'linkInvalid' };
    if (error.field === 'password_repeat') return { kind: 'fields', errors: { password_repeat: 'passwordsDiffer' } };
    if (error.field === 'password') return { kind: 'fields', errors: { password: 'passwordTooShort' } };
  }
  return { kind: 'generic' };
}
