import { isApiError } from '@dating/shared/api-client/api-client';
import {
  PasswordChangeRequestSchema,
  type PasswordChangeErrorKey,
  type PasswordChangeRequest,
} from '@dating/shared/contracts/account-settings';

export type PasswordChangeField = keyof PasswordChangeRequest;
export type PasswordChangeErrors = Partial<Record<PasswordChangeField, PasswordChangeErrorKey>>;

/** The shared schema's verdict, one key (under `settings.password.errors`) per field. */
export function validatePasswordChange(values: PasswordChangeRequest): PasswordChangeErrors {
  const result = PasswordChangeRequestSchema.safeParse(values);
  const errors: PasswordChangeErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PasswordChangeField;
    errors[field] ??= issue.message as PasswordChangeErrorKey;
  }
  return errors;
}

export type PasswordChangeFailure = { kind: 'fields'; errors: PasswordChangeErrors } | { kind: 'tooManyAttempts' } | { kind: 'generic' };

/** An error of POST /api/password-change.php as the form shows it (recognised by shape). */
export function describePasswordChangeError(error: unknown): PasswordChangeFailure {
  if (!isApiError(error)) return { kind: 'generic' };
  if (error.code === 'rate_limited') return { kind: 'tooManyAttempts' };
  if (error.code === 'validation_failed') {
    if (error.field === 'old_password') return { kind: 'fields', errors: { old_password: 'oldWrong' } };
    if (error.field === 'password_repeat') return { kind: 'fields', errors: { password_repeat: 'notSame' } };
    if (error.field === 'password') return { kind: 'fields', errors: { password: 'tooShort' } };
  }
  return { kind: 'generic' };
}
