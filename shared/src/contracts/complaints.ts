import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText, multilineText } from './fields';
import { LocaleSchema } from './locale-schema';

export const COMPLAINT_SUBJECT_MAX = 150;
const COMPLAINT_MESSAGE_MIN = 10;
export const COMPLAINT_MESSAGE_MAX = 5000;
export const COMPLAINT_REFERENCE_MAX = 100;
/** Complaints per e-mail address in any 24 hours: each one sends an acknowledgement e-mail. */
export const COMPLAINTS_DAILY_LIMIT = 3;
export const COMPLAINTS_DAILY_LIMIT_MESSAGE = 'Too many complaints sent, please try again tomorrow.';

/** Issue messages are keys under `complaints.errors` (the form translates them; the api's 400 names the field). */
export const COMPLAINT_ERROR_KEYS = [
  'subjectRequired',
  'subjectTooLong',
  'messageRequired',
  'messageTooShort',
  'messageTooLong',
  'referenceTooLong',
  'emailRequired',
  'emailInvalid',
] as const;
export type ComplaintErrorKey = (typeof COMPLAINT_ERROR_KEYS)[number];

/**
 * POST /api/complaints.php, and the form's validation. `email` is for visitors (required then, the
 * api says so); a logged-in member's complaint is answered at the account's address.
 */
export const ComplaintRequestSchema = z.object({
  subject: lineText('subjectRequired').trim().min(1, { error: 'subjectRequired' }).max(COMPLAINT_SUBJECT_MAX, { error: 'subjectTooLong' }),
  message: multilineText('messageRequired')
    .trim()
    .min(1, { error: 'messageRequired' })
    .min(COMPLAINT_MESSAGE_MIN, { error: 'messageTooShort' })
    .max(COMPLAINT_MESSAGE_MAX, { error: 'messageTooLong' }),
  reference: lineText().trim().max(COMPLAINT_REFERENCE_MAX, { error: 'referenceTooLong' }).optional(),
  email: z
    .string()
    .trim()
    .max(254, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' }))
    .optional(),
  language: LocaleSchema.optional(),
});
export type ComplaintRequest = z.infer<typeof ComplaintRequestSchema>;
export type ComplaintField = 'subject' | 'message' | 'reference' | 'email';

/** The complaint's number (quote it when writing to customer service) and where the acknowledgement went. */
const ComplaintResponseSchema = z.object({ ok: z.literal(true), id: z.number().int().positive(), email: z.string() });

/** Files a complaint and acknowledges it by e-mail (members and visitors; a visitor gives an address); past the daily limit 429. */
export const fileComplaintEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/complaints.php',
  access: 'visitor',
  cache: 'no-store',
  // Every complaint sends an e-mail, and visitors may file them too.
  rate: { per: 'address', max: 5, windowSeconds: 3600 },
  body: ComplaintRequestSchema,
  response: ComplaintResponseSchema,
  errors: ['daily_limit_reached'],
});

const FALLBACK: Record<ComplaintField, ComplaintErrorKey> = {
  subject: 'subjectRequired',
  message: 'messageRequired',
  reference: 'referenceTooLong',
  email: 'emailInvalid',
};

/** Field → error key of the first problem with each field (the form's texts). */
export function complaintFieldErrors(error: z.ZodError): Partial<Record<ComplaintField, ComplaintErrorKey>> {
  const errors: Partial<Record<ComplaintField, ComplaintErrorKey>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in FALLBACK) || errors[field as ComplaintField]) continue;
    const known = (COMPLAINT_ERROR_KEYS as readonly string[]).includes(issue.message);
    errors[field as ComplaintField] = known ? (issue.message as ComplaintErrorKey) : FALLBACK[field as ComplaintField];
  }
  return errors;
}
