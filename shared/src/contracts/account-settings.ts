import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText } from './fields';
import { LinkCheckQuerySchema, LinkCheckResponseSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-reset';
import { EMAIL_NOTIFICATION_TYPES, UserSchema } from './user';

// ── notification settings (each e-mail notification type on or off for e-mail and push) ────────

const NotificationChannelsSchema = z.strictObject({ email: z.boolean(), push: z.boolean() });
export type NotificationChannels = z.infer<typeof NotificationChannelsSchema>;

type NotificationType = (typeof EMAIL_NOTIFICATION_TYPES)[number];
const channelsPerType = Object.fromEntries(EMAIL_NOTIFICATION_TYPES.map((type) => [type, NotificationChannelsSchema])) as Record<
  NotificationType,
  typeof NotificationChannelsSchema
>;

/** Every e-mail notification type with its two switches; a type the member never touched is on for both. */
const NotificationSettingsSchema = z.strictObject(channelsPerType);
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** GET /api/notification-settings.php and the answer of PUT. */
export const NotificationSettingsResponseSchema = z.object({ notification_settings: NotificationSettingsSchema });

/** PUT /api/notification-settings.php: the whole table at once (the screen always holds all of it). */
export const NotificationSettingsUpdateSchema = z.strictObject({ notification_settings: NotificationSettingsSchema });

/** Every type on for both channels: what a missing row means. */
export function defaultNotificationSettings(): NotificationSettings {
  return Object.fromEntries(EMAIL_NOTIFICATION_TYPES.map((type) => [type, { email: true, push: true }])) as NotificationSettings;
}

// ── invisible mode, disabled notifications ─────────────────────────────────────────────────────

/** PUT /api/invisible-mode.php: invisible mode on or off; answers `{ user }`. */
export const InvisibleModeRequestSchema = z.strictObject({ invisible: z.boolean() });

/** PUT /api/invisible-mode.php, DELETE /api/notifications-disabled.php, POST /api/password-change.php. */
export const AccountSettingsUserResponseSchema = z.object({ user: UserSchema });

// ── change e-mail (the new address may be refused as 'invalid' or 'already in use') ────────────

/** A mail-change link works this long, once. */
export const MAIL_CHANGE_TTL_MINUTES = 24 * 60;
/** Confirmation e-mails one account may be sent per 24 hours. */
export const MAIL_CHANGE_DAILY_LIMIT = 5;

/** Issue messages are the keys the form translates (`settings.email.errors.<key>`). */
const MAIL_CHANGE_ERROR_KEYS = ['invalid', 'inUse', 'same'] as const;
export type MailChangeErrorKey = (typeof MAIL_CHANGE_ERROR_KEYS)[number];

/** POST /api/mail-change.php: mail a confirmation link to the new address. */
export const MailChangeRequestSchema = z.strictObject({
  email: z.string({ error: 'invalid' }).trim().max(254, 'invalid').pipe(z.email('invalid')),
});

/** The answer names the address the link went to (lower-cased, as it will be stored). */
const MailChangeResponseSchema = z.object({ ok: z.literal(true), email: z.string() });

/** POST /api/mail-change-do.php: the token of the link; an unknown/expired/used one is `token_invalid`. */
export const MailChangeDoRequestSchema = z.strictObject({ token: lineText().max(256) });

/** The confirmed address; the account it belongs to is not named (the link may be opened logged out). */
const MailChangeDoResponseSchema = z.object({ ok: z.literal(true), email: z.string() });

// ── change password ────────────────────────────────────────────────────────────────────────────

const PASSWORD_CHANGE_ERROR_KEYS = ['oldRequired', 'oldWrong', 'tooShort', 'tooLong', 'notSame'] as const;
export type PasswordChangeErrorKey = (typeof PASSWORD_CHANGE_ERROR_KEYS)[number];
/** Shown when the old password is wrong; also the api's message for `old_password`. */
export const OLD_PASSWORD_WRONG_MESSAGE = 'Please check your old password.';

/**
 * POST /api/password-change.php. The same length rules as the reset (shared constants); the old
 * password is any non-empty one (older accounts may have shorter ones). Issue messages are the keys
 * the form translates (`settings.password.errors.<key>`).
 */
export const PasswordChangeRequestSchema = z
  .strictObject({
    old_password: z.string({ error: 'oldRequired' }).min(1, 'oldRequired').max(PASSWORD_MAX_LENGTH, 'oldRequired'),
    password: z.string({ error: 'tooShort' }).min(PASSWORD_MIN_LENGTH, 'tooShort').max(PASSWORD_MAX_LENGTH, 'tooLong'),
    password_repeat: z.string({ error: 'notSame' }).max(PASSWORD_MAX_LENGTH, 'notSame'),
  })
  .refine((value) => value.password === value.password_repeat, { path: ['password_repeat'], message: 'notSame' });
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequestSchema>;

// ── endpoints ──────────────────────────────────────────────────────────────────────────────────

/** The member's own e-mail/push switches per notification type (auth). */
export const getNotificationSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/notification-settings.php',
  access: 'member',
  cache: 'no-store',
  response: NotificationSettingsResponseSchema,
});

/** Saves the whole switch table at once and answers it as stored (auth). */
export const updateNotificationSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/notification-settings.php',
  access: 'member',
  cache: 'no-store',
  body: NotificationSettingsUpdateSchema,
  response: NotificationSettingsResponseSchema,
});

/** Turns invisible mode on or off; answers the updated user (auth). */
export const updateInvisibleModeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/invisible-mode.php',
  access: 'member',
  cache: 'no-store',
  body: InvisibleModeRequestSchema,
  response: AccountSettingsUserResponseSchema,
});

export const ReadReceiptsRequestSchema = z.strictObject({ read_receipts: z.boolean() });

/**
 * Turns sending read receipts on or off; answers the updated user (auth). Off also hides the other
 * side's receipts: a member sees whether their messages were read only while they show their own.
 */
export const updateReadReceiptsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/read-receipts.php',
  access: 'member',
  cache: 'no-store',
  body: ReadReceiptsRequestSchema,
  response: AccountSettingsUserResponseSchema,
});

export const VisibleToVisitorsRequestSchema = z.strictObject({ visible_to_visitors: z.boolean() });

/**
 * Lets visitors — the home page, logged-out search — see the member's profile, or stops it; answers
 * the updated user (auth). Off by default: a new member is seen by members only.
 */
export const updateVisibleToVisitorsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/visible-to-visitors.php',
  access: 'member',
  cache: 'no-store',
  body: VisibleToVisitorsRequestSchema,
  response: AccountSettingsUserResponseSchema,
});

/** E-mails again after a bounce, complaint or unsubscribe stopped them; answers the updated user (auth). */
export const clearNotificationsDisabledEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/notifications-disabled.php',
  access: 'member',
  cache: 'no-store',
  response: AccountSettingsUserResponseSchema,
});

/** Mails a confirmation link to the new address (auth); an address in use is 409 conflict, too many mails a day 429. */
export const requestMailChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/mail-change.php',
  access: 'member',
  cache: 'no-store',
  // 'already in use' tells whether an address has an account, so guessing is slowed down.
  rate: { per: 'address', max: 30, windowSeconds: 900 },
  body: MailChangeRequestSchema,
  response: MailChangeResponseSchema,
  errors: ['conflict', 'daily_limit_reached', 'email_not_accepted'],
});

/** Whether a mail-change link still works, asked when its page opens; uses nothing up (no auth). */
export const checkMailChangeLinkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/mail-change-do.php',
  access: 'visitor',
  cache: 'no-store',
  // A page opening asks once; a token cannot be guessed, so this only stops a flood.
  rate: { per: 'address', max: 60, windowSeconds: 900 },
  query: LinkCheckQuerySchema,
  response: LinkCheckResponseSchema,
});

/** Makes the link's new address the account's (no auth: the link proves the mailbox). */
export const confirmMailChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/mail-change-do.php',
  access: 'visitor',
  cache: 'no-store',
  rate: { per: 'address', max: 30, windowSeconds: 900 },
  body: MailChangeDoRequestSchema,
  response: MailChangeDoResponseSchema,
  errors: ['token_invalid', 'conflict'],
});

/** Changes the password (auth): every session ends, this browser gets a fresh one; a wrong old password is validation_failed. */
export const changePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/password-change.php',
  access: 'member',
  cache: 'no-store',
  // Each try costs an argon2id verification, and the old password must not be guessable.
  rate: { per: 'address', max: 10, windowSeconds: 900 },
  body: PasswordChangeRequestSchema,
  response: AccountSettingsUserResponseSchema,
});
