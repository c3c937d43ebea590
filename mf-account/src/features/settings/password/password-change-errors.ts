import {
  PasswordChangeRequestSchema,
  type PasswordChangeErrorKey,
  type PasswordChangeRequest,
} from '@dating/shared/contracts/account-settings';
import { PASSWORD_MIN_LENGTH } from '@dating/shared/contracts/password-reset';
import { apiFailure, message, type FormFailure, type FormMessage } from '@dating/shared/forms/form-failure';
import { TOO_MANY_ATTEMPTS } from '../../../components/form-codes';

export type PasswordChangeField = keyof PasswordChangeRequest;

const fieldMessage = (key: PasswordChangeErrorKey) => message(`settings.password.errors.${key}`, { min: PASSWORD_MIN_LENGTH });

/** The shared schema's verdict, one message (under `settings.password.errors`) per field; null when fine. */
export function validatePasswordChange(values: PasswordChangeRequest): FormFailure<PasswordChangeField> | null {
  const result = PasswordChangeRequestSchema.safeParse(values);
  if (result.success) return null;
  const fields: Partial<Record<PasswordChangeField, FormMessage>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PasswordChangeField;
    fields[field] ??= fieldMessage(issue.message as PasswordChangeErrorKey);
  }
  return { fields, form: null };
}

/** An error of POST /api/password-change.php as the form shows it: a wrong old password is that field's problem. */
export function passwordChangeFailure(error: unknown): FormFailure<PasswordChangeField> {
  return apiFailure(error, {
    fields: { old_password: fieldMessage('oldWrong'), password_repeat: fieldMessage('notSame'), password: fieldMessage('tooShort') },
    codes: TOO_MANY_ATTEMPTS,
  });
}
