import { PasswordResetRequestSchema } from '@dating/shared/contracts/password-reset';
import { apiFailure, message, refusal, type FormFailure } from '@dating/shared/forms/form-failure';
import { TOO_MANY_ATTEMPTS } from '../../components/form-codes';

export type ResetField = 'email';

export type ResetEmailValidation = { ok: true; email: string } | { ok: false; failure: FormFailure<ResetField> };

/** The e-mail, trimmed, checked with the schema the api validates with. */
export function validateResetEmail(raw: string): ResetEmailValidation {
  const email = raw.trim();
  if (email === '') return { ok: false, failure: refusal({ email: message('resetPassword.errors.emailRequired') }) };
  const result = PasswordResetRequestSchema.safeParse({ email });
  return result.success
    ? { ok: true, email: result.data.email }
    : { ok: false, failure: refusal({ email: message('resetPassword.errors.emailInvalid') }) };
}

/** An error of POST /api/password-reset.php as the form shows it: an unknown address and the daily limit in the form's own words. */
export function resetRequestFailure(error: unknown): FormFailure<ResetField> {
  return apiFailure(error, {
    fields: { email: message('resetPassword.errors.emailInvalid') },
    codes: {
      not_found: message('resetPassword.errors.emailNotFound'),
      daily_limit_reached: message('resetPassword.errors.dailyLimit'),
      ...TOO_MANY_ATTEMPTS,
    },
  });
}
