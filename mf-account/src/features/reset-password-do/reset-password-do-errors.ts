import { isApiError } from '@dating/shared/api-client/api-client';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ResetTokenSchema } from '@dating/shared/contracts/password-reset';
import { apiFailure, message, type FormFailure, type FormMessage } from '@dating/shared/forms/form-failure';
import { TOO_MANY_ATTEMPTS } from '../../components/form-codes';

export type NewPasswordField = 'password' | 'password_repeat';

/** A key under `resetPasswordDo.errors`, with the minimum length its text names. */
const fieldMessage = (key: string) => message(`resetPasswordDo.errors.${key}`, { min: PASSWORD_MIN_LENGTH });

/** Whether the `token` query parameter can be a reset token at all (else: the invalid-link message at once). */
export function isPlausibleResetToken(token: unknown): token is string {
  return ResetTokenSchema.safeParse(token).success;
}

/**
 * The same rules as PasswordResetDoRequestSchema (length from the shared constants), one message per
 * field; a repeat that differs is 'The entered passwords are not the same.' Null when fine.
 */
export function validateNewPassword(password: string, repeat: string): FormFailure<NewPasswordField> | null {
  const fields: Partial<Record<NewPasswordField, FormMessage>> = {};
  if (password === '') fields.password = fieldMessage('passwordRequired');
  else if (password.length < PASSWORD_MIN_LENGTH) fields.password = fieldMessage('passwordTooShort');
  else if (password.length > PASSWORD_MAX_LENGTH) fields.password = fieldMessage('passwordTooLong');
  if (repeat !== password) fields.password_repeat = fieldMessage('passwordsDiffer');
  return Object.keys(fields).length > 0 ? { fields, form: null } : null;
}

/** The link is used, expired or unknown: the screen swaps the form for the invalid-link message (recognised by shape). */
export function isLinkRefusal(error: unknown): boolean {
  return isApiError(error) && (error.code === 'token_invalid' || (error.code === 'validation_failed' && error.field === 'token'));
}

/** Any other error of POST /api/password-reset-do.php as the form shows it. */
export function resetDoFailure(error: unknown): FormFailure<NewPasswordField> {
  return apiFailure(error, {
    fields: { password_repeat: fieldMessage('passwordsDiffer'), password: fieldMessage('passwordTooShort') },
    codes: TOO_MANY_ATTEMPTS,
  });
}
