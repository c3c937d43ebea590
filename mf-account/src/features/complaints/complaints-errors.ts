import {
  COMPLAINT_ERROR_KEYS,
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_REFERENCE_MAX,
  COMPLAINT_SUBJECT_MAX,
  ComplaintRequestSchema,
  complaintFieldErrors,
  type ComplaintErrorKey,
  type ComplaintField,
  type ComplaintRequest,
} from '@dating/shared/contracts/complaints';
import { apiFailure, message, refusal, type FormFailure, type FormMessage } from '@dating/shared/forms/form-failure';

export interface ComplaintDraft {
  subject: string;
  message: string;
  reference: string;
  email: string;
}

const MAX: Record<ComplaintField, number> = {
  subject: COMPLAINT_SUBJECT_MAX,
  message: COMPLAINT_MESSAGE_MAX,
  reference: COMPLAINT_REFERENCE_MAX,
  email: COMPLAINT_MESSAGE_MAX,
};

/** A key under `complaints.errors` as the message of `field` (with the lengths its texts name). */
const fieldMessage = (field: ComplaintField, key: ComplaintErrorKey) => message(`complaints.errors.${key}`, { min: 10, max: MAX[field] });

export type ComplaintValidation = { ok: true; request: ComplaintRequest } | { ok: false; failure: FormFailure<ComplaintField> };

/** The form's values checked with the schema the api uses; a visitor must give an e-mail address. */
export function validateComplaint(draft: ComplaintDraft, visitor: boolean): ComplaintValidation {
  const candidate = {
    subject: draft.subject,
    message: draft.message,
    ...(draft.reference.trim() ? { reference: draft.reference } : {}),
    ...(visitor ? { email: draft.email } : {}),
  };
  const result = ComplaintRequestSchema.safeParse(candidate);
  const keys = result.success ? {} : complaintFieldErrors(result.error);
  if (visitor && draft.email.trim() === '') keys.email = 'emailRequired';
  if (result.success && Object.keys(keys).length === 0) return { ok: true, request: result.data };
  const fields: Partial<Record<ComplaintField, FormMessage>> = {};
  for (const [field, key] of Object.entries(keys) as [ComplaintField, ComplaintErrorKey][]) fields[field] = fieldMessage(field, key);
  return { ok: false, failure: refusal(fields) };
}

/** The api names the issue with the same key as the form (shared schema) when it can; else the field's most likely one. */
const refusedField =
  (field: ComplaintField, fallback: ComplaintErrorKey) =>
  (error: { message: string }): FormMessage =>
    fieldMessage(
      field,
      (COMPLAINT_ERROR_KEYS as readonly string[]).includes(error.message) ? (error.message as ComplaintErrorKey) : fallback,
    );

/** A refusal of POST /api/complaints.php as the form shows it. */
export function complaintFailure(error: unknown): FormFailure<ComplaintField> {
  return apiFailure(error, {
    fields: {
      subject: refusedField('subject', 'subjectRequired'),
      message: refusedField('message', 'messageRequired'),
      reference: refusedField('reference', 'referenceTooLong'),
      email: refusedField('email', 'emailInvalid'),
    },
    codes: { daily_limit_reached: message('complaints.errors.dailyLimit') },
  });
}
