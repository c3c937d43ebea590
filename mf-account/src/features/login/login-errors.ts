import { isApiError } from '@dating/shared/api-client/api-client';
import { LoginRequestSchema, type LoginRequest } from '@dating/shared/contracts/user';
import { apiErrorText } from '@dating/shared/i18n/api-error-text';
import { apiFailure, message, refusal, type FormFailure, type FormMessage } from '@dating/shared/forms/form-failure';
import { sanctionRefusal } from '@dating/shared/forms/sanction-refusal';
import { TOO_MANY_ATTEMPTS } from '../../components/form-codes';

export type LoginField = keyof LoginRequest;

const loginMessage = (key: string) => message(`login.errors.${key}`);

export type LoginValidation = { ok: true; request: LoginRequest } | { ok: false; failure: FormFailure<LoginField> };

/**
 * Client-side validation with the same schema the api validates with (LoginRequestSchema), mapped
 * onto one message per field. The e-mail is trimmed first (the api trims it too).
 */
export function validateLogin(email: string, password: string): LoginValidation {
  const candidate = { email: email.trim(), password };
  const result = LoginRequestSchema.safeParse(candidate);
  if (result.success) return { ok: true, request: result.data };
  const fields: Partial<Record<LoginField, FormMessage>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'email') fields.email ??= loginMessage(candidate.email === '' ? 'emailRequired' : 'emailInvalid');
    if (field === 'password') fields.password ??= loginMessage(password === '' ? 'passwordRequired' : 'passwordTooLong');
  }
  // A schema issue on no known field still must not let the form submit.
  if (!fields.email && !fields.password) fields.email = loginMessage('emailInvalid');
  return { ok: false, failure: refusal(fields) };
}

/**
 * Only ever the answer to the right password, for an account deleted less than 14 days ago: not a
 * refusal but the reactivation offer (checked before loginFailure).
 */
export function isPendingDeletion(error: unknown): boolean {
  return isApiError(error) && error.code === 'account_pending_deletion';
}

/** Only ever the answer to the right password: the account is banned (the screen shows /pages/ban instead). */
export function isBanned(error: unknown): boolean {
  return sanctionRefusal(error) === 'banned';
}

/**
 * An error of POST /api/user.php (or of the reactivation, judged by the same credential checks) as
 * the form shows it: wrong credentials, the lock with its minutes, and the per-IP rate limit (waiting
 * helps there) in the form's own words; everything else the common text of its code.
 */
export function loginFailure(error: unknown): FormFailure<LoginField> {
  return apiFailure(error, {
    // The api validates with the same schema, so these only happen when the two drift apart.
    fields: { email: loginMessage('emailInvalid'), password: loginMessage('passwordTooLong') },
    codes: {
      login_failed: loginMessage('loginFailed'),
      // The minutes left as the common text reads them (rounded up, the lock's longest when the api sent none).
      account_locked: (locked) => message('login.errors.accountLocked', apiErrorText(locked).values),
      ...TOO_MANY_ATTEMPTS,
    },
  });
}
