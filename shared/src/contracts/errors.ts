import { z } from 'zod';

/** Machine-readable error codes; the browser translates them, the server never sends prose it expects users to read alone. */
export const ERROR_CODES = [
  'authentication_required',
  'validation_failed',
  'not_found',
  'forbidden',
  'rate_limited',
  'login_failed',
  'account_locked',
  /** A link's token (password reset, activation, …) is unknown, expired or already used. */
  'token_invalid',
  /** A per-account daily limit (e.g. password reset e-mails) is reached; try again tomorrow. */
  'daily_limit_reached',
  /** Signup: the e-mail already has an account (the form offers to log in). */
  'account_exists',
  /** Signup: the e-mail's account waits for deletion (reactivate by e-mail, or contact support). */
  'account_pending_deletion',
  /** Signup: this site takes no new members now (invite only, or only with a traffic source). */
  'signups_closed',
  'csrf_failed',
  'conflict',
  'payload_too_large',
  /** A member already keeps as many photos as their tier allows (free 3, premium 25). */
  'photo_limit_reached',
  /** Sending (a message, a gift, …) costs more credits than the member has; the alert offers to buy. */
  'not_enough_credits',
  /** Free members may do this only so often (e.g. start 2 conversations); premium members may always. */
  'premium_only',
  /** The other member's e-mail is not confirmed yet: they can write, but cannot be answered until they confirm it. */
  'reply_not_allowed',
  /** A call only members with a confirmed e-mail address may make (an endpoint's `confirmed-member` access). */
  'confirmation_required',
  /** A provider the api depends on (payments, GIF search) did not answer; trying again later may work. */
  'provider_unavailable',
  /** A discount code: no such code for this member ('Code not found'). */
  'discount_not_found',
  /** A discount code valid once (per member) that was already redeemed ('Code already used'). */
  'discount_used',
  /** A discount code past its end date (or a time bonus past its window). */
  'discount_expired',
  /** A discount code valid only from a minimum order value the chosen bundle does not reach. */
  'discount_minimum_order',
  /** A discount code not valid for the chosen payment method, payment country or currency. */
  'discount_not_applicable',
  /** Direct debit: the SMS code is wrong or no longer valid ('Code invalid'). */
  'sms_code_invalid',
  /** Direct debit: no more SMS codes may be sent now (resends of one mandate, or a day's codes). */
  'sms_limit_reached',
  /** Direct debit is refused for this member: too many wrong SMS codes, or a chargeback. */
  'direct_debit_blocked',
  /** Login: the account is suspended until `until` (a moderator's decision; its statement of reasons was mailed). */
  'account_suspended',
  /** Login: the account is banned (the login screen shows /pages/ban). */
  'account_banned',
  /** Signup or a mail change: the address cannot be used (one kept out by a ban; the answer does not say so). */
  'email_not_accepted',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error body every api error uses: `{ "error": { "code", "message", ... } }`. The api only
 * sends codes of ERROR_CODES (ErrorCode), but the browser reads any string: a remote built before a
 * new code still gets the answer and shows its generic text instead of failing to parse it.
 */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string(),
    /** For validation_failed: the offending field, dotted path (`profile.name`). */
    field: z.string().optional(),
    /** For account_locked: minutes until the lock lifts. */
    minutes: z.number().int().optional(),
    /** For account_suspended: when the suspension ends. */
    until: z.iso.datetime({ offset: true }).optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Header the browser client puts on every call; state-changing calls without it are refused (CSRF defence). */
export const CLIENT_HEADER = 'x-dating-client';
export const CLIENT_HEADER_VALUE = 'web';
