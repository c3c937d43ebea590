import { z } from 'zod';
import { DISCOUNT_ERRORS, discountCodeInput } from './discounts';
import { defineEndpoint } from './endpoint';
import { lineText, rowId } from './fields';
import { isValidIban, normaliseIban } from './iban';
import { PaymentResponseSchema, withdrawalConsentInput } from './payments';

/** The SMS code's length: digits only, so phones offer the number pad. */
export const SMS_CODE_LENGTH = 6;

/**
 * An IBAN as typed (spaces allowed, any case), checked fully (iban.ts: a SEPA country, its length, mod-97):
 * the api answers validation_failed with `field: "iban"` when it is not one, and the form checks the same.
 */
const ibanInput = () => lineText().transform(normaliseIban).pipe(z.string().refine(isValidIban, 'Not an IBAN'));

/** A mobile number in international form (`+31 6 12345678`): kept as `+` and digits. */
const mobileInput = () =>
  lineText()
    .transform((value) => value.replace(/[\s().-]/g, ''))
    .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, 'Not an international mobile number'));

/**
 * Calling codes of one and two digits (ITU-T E.164); every other one has three. The codes are prefix-free, so
 * a number's first digits name its country code without a phone library.
 */
const SHORT_CALLING_CODES = new Set([
  ...'1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49'.split(' '),
  ...'51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(' '),
]);

/**
 * A mobile number (`+` and digits, as mobileInput keeps it) mostly hidden: its country code and its last four
 * digits (`+1 •••• 5678`, `+31 •••• 5678`, `+358 •••• 5678`) — enough to recognise the number, not to dial it.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const codeLength = SHORT_CALLING_CODES.has(digits.slice(0, 1)) ? 1 : SHORT_CALLING_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  return `+${digits.slice(0, codeLength)} •••• ${digits.slice(-4)}`;
}

/** GET /api/direct-debit.php: whether the member may pay by direct debit, and the mobile number kept for the SMS code. */
export const getDirectDebitEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/direct-debit.php',
  access: 'member',
  cache: 'no-store',
  response: z.object({ blocked: z.boolean(), phone: z.string().nullable() }),
});

/** A mandate waiting for its SMS code: what the code step shows. */
const DirectDebitMandateSchema = z.object({
  /** The mandate's public id (not guessable). */
  id: z.string(),
  /** The number the code went to, mostly hidden: its country code and last four digits (`+31 •••• 5678`, maskPhone). */
  phone_masked: z.string(),
  /** The account, mostly hidden (`NL•• •••• •••• •••• 4300`). */
  iban_masked: z.string(),
  /** Seconds until another code may be sent (0 = now). */
  resend_in_seconds: z.number().int().min(0),
  /** How many more codes may be sent for this mandate. */
  codes_left: z.number().int().min(0),
  /** When the code sent last stops being accepted. */
  code_expires_at: z.iso.datetime({ offset: true }),
});
export type DirectDebitMandate = z.infer<typeof DirectDebitMandateSchema>;

const MandateResponseSchema = z.object({ mandate: DirectDebitMandateSchema });

/**
 * POST /api/direct-debit.php: a SEPA direct-debit mandate for a bundle (members, euro-area payment countries):
 * the account holder, the IBAN, the member's mobile number (kept on the account) and the accepted mandate
 * text. Sends an SMS code to the number; the mandate is confirmed with it. Exactly once per `client_id`. A
 * `discount_code` (the one the method page priced direct debit with) is checked for the order as POST
 * /api/payment.php checks it (422 with the discount error) and kept on the mandate for its payment. The
 * `withdrawal_consent` (the consent to immediate supply, as POST /api/payment.php takes it) is required: without
 * it the start is validation_failed on that field (400), nothing is stored and no SMS sent; it is kept on the
 * mandate with the time it was given, and its payment carries both.
 */
export const createDirectDebitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/direct-debit.php',
  access: 'member',
  cache: 'no-store',
  // The code limits are the domain's; this only keeps a script from hammering the endpoints.
  rate: { per: 'member', max: 20, windowSeconds: 60 },
  body: z.object({
    bundle: rowId(),
    country: z.string().regex(/^[A-Z]{2}$/),
    holder: lineText().trim().min(2).max(70),
    iban: ibanInput(),
    phone: mobileInput(),
    mandate_accepted: z.literal(true),
    client_id: z.uuid(),
    discount_code: discountCodeInput().optional(),
    withdrawal_consent: withdrawalConsentInput(),
  }),
  response: MandateResponseSchema,
  errors: ['not_found', 'direct_debit_blocked', 'sms_limit_reached', 'rate_limited', ...DISCOUNT_ERRORS],
});

/**
 * POST /api/direct-debit-code.php: confirms the mandate with the SMS code and opens the direct-debit payment
 * (pending until the bank settles it; credits arrive then). A wrong code is sms_code_invalid; too many wrong
 * codes block direct debit for the member (direct_debit_blocked). The mandate's discount code is checked again:
 * one that no longer holds (used meanwhile by another payment) answers its discount error (422) and nothing is
 * charged. Sending the right code again answers the same payment.
 */
export const confirmDirectDebitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/direct-debit-code.php',
  access: 'member',
  cache: 'no-store',
  // The code limits are the domain's; this only keeps a script from hammering the endpoints.
  rate: { per: 'member', max: 20, windowSeconds: 60 },
  body: z.object({
    mandate: z.string().regex(/^[\w-]{8,64}$/),
    code: z.string().regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`)),
  }),
  response: PaymentResponseSchema,
  errors: ['not_found', 'sms_code_invalid', 'direct_debit_blocked', 'provider_unavailable', ...DISCOUNT_ERRORS],
});

/** POST /api/direct-debit-resend.php: a new SMS code for a mandate waiting for one, within the limits. */
export const resendDirectDebitCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/direct-debit-resend.php',
  access: 'member',
  cache: 'no-store',
  // The code limits are the domain's; this only keeps a script from hammering the endpoints.
  rate: { per: 'member', max: 20, windowSeconds: 60 },
  body: z.object({ mandate: z.string().regex(/^[\w-]{8,64}$/) }),
  response: MandateResponseSchema,
  errors: ['not_found', 'sms_limit_reached', 'rate_limited', 'direct_debit_blocked'],
});
