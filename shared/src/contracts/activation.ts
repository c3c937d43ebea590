import { z } from 'zod';

/** An activation link works for a week: long enough for a member who signs up and reads mail later. */
export const ACTIVATION_TTL_MINUTES = 7 * 24 * 60;
/** Activation e-mails per account in any 24 hours (the signup mail included): resends are limited. */
export const ACTIVATION_DAILY_LIMIT = 5;

/** Where the activation link leads after the api claimed its token (§2 route table). */
export const ACTIVATE_DONE_PATH = '/activate/done';
export const ACTIVATE_ERROR_PATH = '/activate/error';

/** POST /api/activation-resend.php: no body; the answer names the address the mail went to. */
export const ActivationResendResponseSchema = z.object({ ok: z.literal(true), email: z.string() });
export type ActivationResendResponse = z.infer<typeof ActivationResendResponseSchema>;
