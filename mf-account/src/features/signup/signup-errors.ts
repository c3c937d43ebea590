import { SIGNUP_ERROR_KEYS, type SignupErrorKey, type SignupField } from '@dating/shared/contracts/signup';
import { apiFailure, message, refusal, type FormFailure, type FormMessage } from '@dating/shared/forms/form-failure';

const FIELDS: readonly SignupField[] = [
  'email',
  'name',
  'date_of_birth',
  'password',
  'gender',
  'sexuality',
  'country',
  'region_id',
  'city',
  'about_me',
  'signup_message',
];

/** What the texts of a refusal take: the minimum age (date of birth) and the support address (pending deletion). */
export interface SignupTextValues {
  minAge: number;
  supportEmail: string;
}

/** A key under `signup.errors` as a field's message. */
export const signupFieldMessage = (key: SignupErrorKey, minAge: number) => message(`signup.errors.${key}`, { min_age: minAge });

/** The form's own verdict on some fields (the shared schema's keys) as a refusal. */
export function signupFieldsFailure(keys: Partial<Record<SignupField, SignupErrorKey>>, minAge: number): FormFailure<SignupField> {
  const fields: Partial<Record<SignupField, FormMessage>> = {};
  for (const [field, key] of Object.entries(keys) as [SignupField, SignupErrorKey | undefined][]) {
    if (key) fields[field] = signupFieldMessage(key, minAge);
  }
  return refusal(fields);
}

/** The refusals whose text ends with a log-in link (the key of the link's text). */
export const LOGIN_LINK_TEXT: Readonly<Record<string, string>> = {
  'signup.errors.accountExists': 'signup.errors.logIn',
  'signup.errors.pendingDeletion': 'signup.errors.reactivate',
};

/** An error of POST /api/signup.php as the form shows it; nothing of the server's prose reaches the screen. */
export function signupFailure(error: unknown, { minAge, supportEmail }: SignupTextValues): FormFailure<SignupField> {
  // The api validates with the same schema; its message after "field: " is the same key.
  const refused = ({ message: prose }: { message: string }) => {
    const key = prose.split(': ').pop() ?? '';
    return signupFieldMessage((SIGNUP_ERROR_KEYS as readonly string[]).includes(key) ? (key as SignupErrorKey) : 'invalid', minAge);
  };
  return apiFailure(error, {
    fields: Object.fromEntries(FIELDS.map((field) => [field, refused])),
    codes: {
      account_exists: message('signup.errors.accountExists'),
      account_pending_deletion: message('signup.errors.pendingDeletion', { email: supportEmail }),
      signups_closed: message('signup.inviteOnly.text'),
      rate_limited: message('signup.errors.rateLimited'),
    },
  });
}
