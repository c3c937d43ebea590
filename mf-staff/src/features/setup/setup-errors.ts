import { isApiError } from '@dating/shared/api-client/api-client';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dating/shared/contracts/password-reset';
import { setUpStaffAccountEndpoint } from '@dating/shared/contracts/staff';
import { apiFailure, message, type FormFailure, type FormMessage } from '@dating/shared/forms/form-failure';

export type SetupField = 'password' | 'password_repeat';

/** A key under `setup.errors`, with the minimum length its text names (the members' rule, shared/src/contracts/password-reset.ts). */
const fieldMessage = (key: string) => message(`setup.errors.${key}`, { min: PASSWORD_MIN_LENGTH });

/** Whether the link's `token` can be one at all (else the incomplete-link message at once, nothing sent). */
export function isPlausibleSetupToken(token: string | undefined): token is string {
  return token !== undefined && setUpStaffAccountEndpoint.body.shape.token.safeParse(token).success && token.length > 0;
}

/** The members' password rules (length from the shared constants), one message per field; null when fine. */
export function validateSetupPassword(password: string, repeat: string): FormFailure<SetupField> | null {
  const fields: Partial<Record<SetupField, FormMessage>> = {};
  if (password === '') fields.password = fieldMessage('passwordRequired');
  else if (password.length < PASSWORD_MIN_LENGTH) fields.password = fieldMessage('passwordTooShort');
  else if (password.length > PASSWORD_MAX_LENGTH) fields.password = fieldMessage('passwordTooLong');
  if (repeat !== password) fields.password_repeat = fieldMessage('passwordsDiffer');
  return Object.keys(fields).length > 0 ? { fields, form: null } : null;
}

/** The link is used, expired or unknown: the form gives way to the invalid-link message. */
export function isLinkRefusal(error: unknown): boolean {
  return isApiError(error) && (error.code === 'token_invalid' || (error.code === 'validation_failed' && error.field === 'token'));
}

export function setupFailure(error: unknown): FormFailure<SetupField> {
  return apiFailure(error, { fields: { password: fieldMessage('passwordTooShort') } });
}
