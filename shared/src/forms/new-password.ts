import { isApiError } from '../api-client/api-client';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contracts/password-reset';
import { apiFailure, message, type ApiFailureOptions, type FormFailure, type FormMessage } from './form-failure';

/** A form that chooses a password: the password and its repeat. */
export type NewPasswordField = 'password' | 'password_repeat';

export interface NewPasswordForm {
  /** The members' password rules (length from the shared constants), one message per field; null when fine. */
  validate: (password: string, repeat: string) => FormFailure<NewPasswordField> | null;
  /** An error of the form's api call as the form shows it (a link refusal is the screen's to recognise first). */
  failure: (error: unknown) => FormFailure<NewPasswordField>;
}

/**
 * The rules and refusals of every form that chooses a password (a member's reset link, a staff
 * member's set-up link). The texts stay each remote's own: `keyPrefix` is where it keeps
 * `passwordRequired`, `passwordTooShort`, `passwordTooLong` and `passwordsDiffer`, each given `min`;
 * `codes` are the form's own words for codes it expects.
 */
export function newPasswordForm(keyPrefix: string, { codes }: Pick<ApiFailureOptions<NewPasswordField>, 'codes'> = {}): NewPasswordForm {
  const fieldMessage = (key: string) => message(`${keyPrefix}.${key}`, { min: PASSWORD_MIN_LENGTH });
  return {
    validate: (password, repeat) => {
      const fields: Partial<Record<NewPasswordField, FormMessage>> = {};
      if (password === '') fields.password = fieldMessage('passwordRequired');
      else if (password.length < PASSWORD_MIN_LENGTH) fields.password = fieldMessage('passwordTooShort');
      else if (password.length > PASSWORD_MAX_LENGTH) fields.password = fieldMessage('passwordTooLong');
      if (repeat !== password) fields.password_repeat = fieldMessage('passwordsDiffer');
      return Object.keys(fields).length > 0 ? { fields, form: null } : null;
    },
    failure: (error) =>
      apiFailure(error, {
        fields: { password_repeat: fieldMessage('passwordsDiffer'), password: fieldMessage('passwordTooShort') },
        codes,
      }),
  };
}

/** A one-time link's token is used, expired or unknown: the screen swaps its form for the invalid-link message. */
export function isLinkRefusal(error: unknown): boolean {
  return isApiError(error) && (error.code === 'token_invalid' || (error.code === 'validation_failed' && error.field === 'token'));
}
