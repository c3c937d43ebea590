import { isApiError } from '@dating/shared/api-client/api-client';
import {
  COMPLAINT_ERROR_KEYS,
  ComplaintRequestSchema,
  complaintFieldErrors,
  type ComplaintErrorKey,
  type ComplaintField,
  type ComplaintRequest,
} from '@dating/shared/contracts/complaints';

export type ComplaintFormError = 'dailyLimit' | 'generic';
export type FieldErrors = Partial<Record<ComplaintField, ComplaintErrorKey>>;

export interface ComplaintDraft {
  subject: string;
  message: string;
  reference: string;
  email: string;
}

export type ComplaintValidation = { ok: true; request: ComplaintRequest } | { ok: false; errors: FieldErrors };

/** The form's values checked with the schema the api uses; a visitor must give an e-mail address. */
export function validateComplaint(draft: ComplaintDraft, visitor: boolean): ComplaintValidation {
  const candidate = {
    subject: draft.subject,
    message: draft.message,
    ...(draft.reference.trim() ? { reference: draft.reference } : {}),
    ...(visitor ? { email: draft.email } : {}),
  };
  const result = ComplaintRequestSchema.safeParse(candidate);
  const errors: FieldErrors = result.success ? {} : complaintFieldErrors(result.error);
  if (visitor && draft.email.trim() === '') errors.email = 'emailRequired';
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: result.data };
}

const FIELD_FALLBACK: Record<ComplaintField, ComplaintErrorKey> = {
  subject: 'subjectRequired',
  message: 'messageRequired',
  reference: 'referenceTooLong',
  email: 'emailInvalid',
};

export type ComplaintFailure = { form: ComplaintFormError } | { fields: FieldErrors };

/** A refusal of POST /api/complaints.php as the form shows it. */
export function describeComplaintError(error: unknown): ComplaintFailure {
  if (!isApiError(error)) return { form: 'generic' };
  if (error.code === 'daily_limit_reached') return { form: 'dailyLimit' };
  if (error.code === 'validation_failed' && error.field && error.field in FIELD_FALLBACK) {
    const field = error.field as ComplaintField;
    // The api names the issue with the same keys as the form (shared schema), when it can.
    const key = (COMPLAINT_ERROR_KEYS as readonly string[]).includes(error.message)
      ? (error.message as ComplaintErrorKey)
      : FIELD_FALLBACK[field];
    return { fields: { [field]: key } };
  }
  return { form: 'generic' };
}
