import { isApiError } from '@dating/shared/api-client/api-client';
import { MailChangeRequestSchema, type MailChangeErrorKey } from '@dating/shared/contracts/account-settings';
import { apiFailure, message, refusal, type FormFailure } from '@dating/shared/forms/form-failure';
import { TOO_MANY_ATTEMPTS } from '../../../components/form-codes';

type MailChangeField = 'email';

const emailMessage = (key: MailChangeErrorKey) => message(`settings.email.errors.${key}`);

/** The shared schema's verdict on a new address, and the rules the form can check itself: null when fine. */
export function validateNewEmail(typed: string, current: string | undefined): FormFailure<MailChangeField> | null {
  const parsed = MailChangeRequestSchema.safeParse({ email: typed });
  if (!parsed.success) return refusal({ email: emailMessage('invalid') });
  if (current !== undefined && parsed.data.email.toLowerCase() === current.toLowerCase()) return refusal({ email: emailMessage('same') });
  return null;
}

/** An error of POST /api/mail-change.php as the form shows it: an address in use is the field's problem, not the form's. */
export function mailChangeFailure(error: unknown): FormFailure<MailChangeField> {
  if (isApiError(error) && error.code === 'conflict') return refusal({ email: emailMessage('inUse') });
  return apiFailure(error, {
    fields: { email: emailMessage('invalid') },
    codes: { daily_limit_reached: message('settings.email.errors.dailyLimit'), ...TOO_MANY_ATTEMPTS },
  });
}
