import { z } from 'zod';
import { defineEndpoint, defineLink } from './endpoint';
import { lineText, multilineText } from './fields';
import { LocaleSchema } from './locale-schema';
import { LoginRequestSchema, UserSchema } from './user';

/** A deleted account can be reactivated for 14 days; after that it is erased for good. */
export const REACTIVATION_DAYS = 14;

/** Why a member leaves (the first step of the deletion flow); stored anonymously for the retention team. */
export const DELETION_REASONS = [
  'found_partner',
  'not_enough_matches',
  'too_expensive',
  'too_many_messages',
  'privacy',
  'taking_a_break',
  'other',
] as const;
const DeletionReasonSchema = z.enum(DELETION_REASONS);
export type DeletionReason = z.infer<typeof DeletionReasonSchema>;

export const DELETION_COMMENT_MAX_LENGTH = 1000;

/**
 * POST /api/account-delete.php: the logged-in member deletes their account, confirming with their
 * password (the same rules as at login: any non-empty password of an existing account).
 */
export const AccountDeleteRequestSchema = z.object({
  reason: DeletionReasonSchema,
  comment: multilineText().max(DELETION_COMMENT_MAX_LENGTH).optional(),
  password: LoginRequestSchema.shape.password,
});
export type AccountDeleteRequest = z.infer<typeof AccountDeleteRequestSchema>;

/** The account is hidden and logged out; the reactivation link went to `email`, valid until `reactivable_until`. */
export const AccountDeleteResponseSchema = z.object({
  ok: z.literal(true),
  email: z.string(),
  reactivable_until: z.iso.datetime(),
});

/** How long the retention discount (the company's delete_discount, offered in the deletion flow) stays valid. */
export const RETENTION_DISCOUNT_DAYS = 30;

/**
 * POST /api/retention-discount.php: the member takes the offer instead of leaving. A personal,
 * single-use discount code on credits (the same code again when asked twice); 404 when the
 * company offers none.
 */
export const RetentionDiscountResponseSchema = z.object({
  code: z.string(),
  value_percentage: z.number().int().min(1).max(100),
  expires_at: z.iso.datetime(),
});
export type RetentionDiscountResponse = z.infer<typeof RetentionDiscountResponseSchema>;

/**
 * POST /api/account-reactivate.php: from the login form, after the api answered
 * `account_pending_deletion` — the same e-mail and password again reactivate the account at once
 * and log the member in.
 */
export const AccountReactivateRequestSchema = LoginRequestSchema;
export const AccountReactivateResponseSchema = z.object({ user: UserSchema });

const ReactivationTokenSchema = lineText().max(256);

/**
 * The mailed link opens a page, `/account-deleted?reactivate=<token>`, whose button confirms: a
 * mail provider's link scanner that opens the link must not undo the deletion (docs/decisions.md).
 */
export const REACTIVATE_QUERY = 'reactivate';
export function reactivationPagePath(token: string): string {
  return `/account-deleted?${REACTIVATE_QUERY}=${encodeURIComponent(token)}`;
}

/**
 * POST /api/account-reactivate-link.php `{ token }`: the page's "Reactivate my account" button. Claims
 * the token (single use, 14 days), restores the account and logs the member in (AccountReactivateResponse);
 * 400 token_invalid when the link is unknown, used or expired.
 */
export const AccountReactivateLinkRequestSchema = z.object({ token: ReactivationTokenSchema.min(1) });

/**
 * GET /api/account-reactivate.php?token=… — links mailed before the confirm page existed: never acts,
 * redirects to the page (reactivationPagePath).
 */
export const AccountReactivateLinkQuerySchema = z.object({ token: ReactivationTokenSchema });

/** Deletes the member's account, confirmed with the password (auth): hidden at once, logged out, a 14-day reactivation link mailed. */
export const deleteAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/account-delete.php',
  access: 'member',
  cache: 'no-store',
  // Each delete checks a password (argon2) and sends a mail.
  rate: { per: 'address', max: 10, windowSeconds: 900 },
  body: AccountDeleteRequestSchema,
  response: AccountDeleteResponseSchema,
});

/** The deletion flow's offer taken: a personal discount code, the same one when asked twice (auth); 404 when the company offers none. */
export const claimRetentionDiscountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/retention-discount.php',
  access: 'member',
  cache: 'no-store',
  // One member asks once; a few retries are fine.
  rate: { per: 'address', max: 20, windowSeconds: 900 },
  response: RetentionDiscountResponseSchema,
  errors: ['not_found'],
});

/** The login form's "reactivate": the same credentials restore a pending deletion and log in (no auth; the checks of login). */
export const reactivateAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/account-reactivate.php',
  access: 'visitor',
  cache: 'no-store',
  // The link's confirm button and the login form's reactivation both start sessions.
  rate: { per: 'address', max: 30, windowSeconds: 900 },
  body: AccountReactivateRequestSchema,
  response: AccountReactivateResponseSchema,
  errors: ['login_failed', 'account_locked', 'account_suspended', 'account_banned'],
});

/** The mailed link's confirm button: claims the token, restores the account and logs in (no auth); a suspended or banned member is refused as at login, nothing restored. */
export const reactivateAccountByLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/account-reactivate-link.php',
  access: 'visitor',
  cache: 'no-store',
  // The link's confirm button and the login form's reactivation both start sessions.
  rate: { per: 'address', max: 30, windowSeconds: 900 },
  body: AccountReactivateLinkRequestSchema,
  response: AccountReactivateResponseSchema,
  errors: ['token_invalid', 'account_suspended', 'account_banned'],
});

/** Where the confirmed reactivation goes (a members page with a welcome-back alert). */
export const REACTIVATED_REDIRECT = '/settings?reactivated=1';
/** Where a link lands when it is expired, used or unknown (the account-deleted screen explains it). */
export const REACTIVATION_FAILED_REDIRECT = '/account-deleted?reactivation=failed';

/**
 * data.json of GET /api/my-data.php (a ZIP with data.json and the member's photo files). Only the
 * member's own data: no password hash, no tokens, no other member's private fields (a conversation
 * partner appears as a profile id and name only).
 */
export const DataExportSchema = z.object({
  format: z.literal('dating-data-export/1'),
  exported_at: z.iso.datetime(),
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    status: z.string(),
    paid_user: z.boolean(),
    signup_date: z.iso.datetime(),
    language: LocaleSchema,
    invisible: z.boolean(),
    phone: z.string().nullable(),
    created_at: z.iso.datetime(),
  }),
  profile: z.record(z.string(), z.unknown()).nullable(),
  interests: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  photos: z.array(
    z.object({ file: z.string(), is_main: z.boolean(), position: z.number().int(), status: z.string(), created_at: z.iso.datetime() }),
  ),
  messages_sent: z.array(
    z.object({
      conversation: z.number().int(),
      to_profile: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      type: z.string(),
      body: z.string(),
      created_at: z.iso.datetime(),
    }),
  ),
  payments: z.array(
    z.object({
      payment_id: z.string(),
      credits: z.number().int(),
      amount_cents: z.number().int(),
      currency: z.string(),
      transaction_fee_cents: z.number().int(),
      method: z.string(),
      status: z.string(),
      created_at: z.iso.datetime(),
      paid_at: z.iso.datetime().nullable(),
    }),
  ),
  credit_ledger: z.array(z.object({ delta: z.number().int(), reason: z.string(), created_at: z.iso.datetime() })),
  likes_sent: z.array(z.object({ profile: z.number().int(), created_at: z.iso.datetime() })),
  likes_received: z.array(z.object({ profile: z.number().int(), created_at: z.iso.datetime() })),
  blocks: z.array(z.object({ profile: z.number().int(), created_at: z.iso.datetime() })),
  notification_settings: z.array(z.object({ type: z.string(), email: z.boolean(), push: z.boolean() })),
  notifications_disabled: z.array(z.object({ reason: z.string(), since: z.iso.datetime() })),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/** The export's file name in the download (Content-Disposition). */
export const DATA_EXPORT_FILENAME = 'my-data.zip';

/**
 * GET /api/my-data.php: the member's data export, a ZIP download (a link the settings page shows, not a
 * JSON call). Per address 5 an hour: an export reads every row and photo of a member.
 */
export const myDataLink = defineLink({
  method: 'GET',
  path: '/api/my-data.php',
  access: 'member',
  cache: 'no-store',
  rate: { per: 'address', max: 5, windowSeconds: 3600 },
});
