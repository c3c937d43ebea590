import { isApiError } from '@dating/shared/api-client/api-client';
import { staffLoginEndpoint } from '@dating/shared/contracts/staff';
import { apiFailure, message, refusal, type FormFailure, type FormMessage } from '@dating/shared/forms/form-failure';
import type { StaffLoginRequest } from './api/staff-login';

export type PasswordStepField = keyof StaffLoginRequest;
export type CodeField = 'code';

/** Every step's rate limit in the console's words: the api counts per address, a few minutes is the cure. */
const RATE_LIMITED = { rate_limited: message('login.errors.rateLimited') };

/** The password step, checked with the schema the api checks with; the e-mail is trimmed first, as the api does. */
export function validatePasswordStep(
  email: string,
  password: string,
): { ok: true; request: StaffLoginRequest } | { ok: false; failure: FormFailure<PasswordStepField> } {
  const candidate = { email: email.trim(), password };
  const result = staffLoginEndpoint.body.safeParse(candidate);
  if (result.success) return { ok: true, request: result.data };
  const fields: Partial<Record<PasswordStepField, FormMessage>> = {};
  for (const issue of result.error.issues) {
    if (issue.path[0] === 'email')
      fields.email ??= message(candidate.email === '' ? 'login.errors.emailRequired' : 'login.errors.emailInvalid');
    if (issue.path[0] === 'password')
      fields.password ??= message(password === '' ? 'login.errors.passwordRequired' : 'login.errors.passwordTooLong');
  }
  if (!fields.email && !fields.password) fields.email = message('login.errors.emailInvalid');
  return { ok: false, failure: refusal(fields) };
}

export function passwordStepFailure(error: unknown): FormFailure<PasswordStepField> {
  return apiFailure(error, {
    fields: { email: message('login.errors.emailInvalid'), password: message('login.errors.passwordTooLong') },
    codes: { login_failed: message('login.errors.loginFailed'), ...RATE_LIMITED },
  });
}

/**
 * The authenticator's code as the api takes it: six digits, the space or dash some apps show between
 * the halves removed. Null when what was typed cannot be one.
 */
function totpCodeOf(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '');
  return /^[0-9]{6}$/.test(code) ? code : null;
}

export function validateCode(typed: string): { ok: true; code: string } | { ok: false; failure: FormFailure<CodeField> } {
  const code = totpCodeOf(typed);
  if (code) return { ok: true, code };
  return { ok: false, failure: refusal({ code: message(typed.trim() === '' ? 'totp.errors.codeRequired' : 'totp.errors.codeInvalid') }) };
}

export function validateRecoveryCode(typed: string): { ok: true; code: string } | { ok: false; failure: FormFailure<CodeField> } {
  const code = typed.trim();
  if (code !== '' && code.length <= 64) return { ok: true, code };
  return { ok: false, failure: refusal({ code: message('totp.errors.recoveryRefused') }) };
}

/**
 * The second step's answers that end it: the pending login is gone (its 5 minutes ran out, or the
 * browser dropped its cookie: the api then answers 404 as for anyone), or another tab enrolled an
 * authenticator meanwhile. The login starts again at the password, with this message above it.
 */
export function restartMessage(error: unknown): FormMessage | null {
  if (!isApiError(error)) return null;
  if (error.code === 'staff_login_expired' || error.code === 'not_found') return message('login.errors.loginExpired');
  if (error.code === 'totp_already_enrolled') return message('login.errors.alreadyEnrolled');
  return null;
}

/** Any other refusal of a code: a wrong, stale or replayed code on its field (where the next one is typed), a rate limit above it. */
export function codeStepFailure(error: unknown, kind: 'totp' | 'recovery'): FormFailure<CodeField> {
  const refused = message(kind === 'totp' ? 'totp.errors.codeRefused' : 'totp.errors.recoveryRefused');
  if (isApiError(error) && (error.code === 'totp_invalid' || error.code === 'recovery_code_invalid')) return refusal({ code: refused });
  return apiFailure(error, { fields: { code: refused }, codes: { ...RATE_LIMITED, staff_account_locked: message('totp.errors.locked') } });
}
