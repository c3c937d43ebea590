import { isApiError } from '@dating/shared/api-client/api-client';
import { PasswordResetRequestSchema } from '@dating/shared/contracts/password-reset';

/** Keys under `resetPassword.errors`. */
export type EmailErrorKey = 'emailRequired' | 'emailInvalid';
export type ResetFormError = 'emailNotFound' | 'dailyLimit' | 'tooManyAttempts' | 'generic';

export type ResetEmailValidation = { ok: true; email: string } | { ok: false; error: EmailErrorKey };

/** The e-mail, trimmed, checked with the schema the api validates with. */
export function validateResetEmail(raw: string): ResetEmailValidation {
  const email = raw.trim();
  if (email === '') return { ok: false, error: 'emailRequired' };
  const result = PasswordResetRequestSchema.safeParse({ email });
  return result.success ? { ok: true, email: result.data.email } : { ok: false, error: 'emailInvalid' };
}

export type ResetRequestFailure = { form: ResetFormError } | { field: EmailErrorKey };

/**
 * An error of POST /api/password-reset.php as the form shows it: an unknown address, the daily
 * limit, the per-IP rate limit, or the generic error for everything else (network, server).
 * Recognised by shape with isApiError: the shell's client throws its own copy of ApiError.
 */
export function describeResetRequestError(error: unknown): ResetRequestFailure {
  if (!isApiError(error)) return { form: 'generic' };
  if (error.code === 'not_found' && error.status === 404) return { form: 'emailNotFound' };
  if (error.code === 'daily_limit_reached') return { form: 'dailyLimit' };
  if (error.code === 'rate_limited') return { form: 'tooManyAttempts' };
  if (error.code === 'validation_failed' && error.field === 'email') return { field: 'emailInvalid' };
  return { form: 'generic' };
}
