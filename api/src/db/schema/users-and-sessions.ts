/** Accounts and everything that logs one in: sessions, one-time links, login attempts, deletion requests. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { USER_STATUSES } from '@dating/shared/contracts/index';
import { timestamps, tz } from './columns';
import { localeEnum } from './enums';
import { sites } from './sites';

export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const tokenKindEnum = pgEnum('token_kind', ['activation', 'reset', 'mail_change', 'reactivation', 'login']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** Stored lower-cased; the unique constraint therefore is case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    status: userStatusEnum('status').notNull().default('not_confirmed'),
    /** Becomes true with the first completed payment; never goes back. */
    paidUser: boolean('paid_user').notNull().default(false),
    signupDate: tz('signup_date').notNull().defaultNow(),
    /** The address the account was signed up from: the staff console shows its country (GeoIP), nothing else reads it. */
    signupIp: text('signup_ip'),
    language: localeEnum('language').notNull().default('en'),
    invisible: boolean('invisible').notNull().default(false),
    /** The member lets visitors (home page, logged-out search) see their profile; off until they choose it. */
    visibleToVisitors: boolean('visible_to_visitors').notNull().default(false),
    /** Whether the member sends read receipts; off, they see none either (realtime `read` events, read_up_to). */
    readReceipts: boolean('read_receipts').notNull().default(true),
    /** The member's mobile number in international form (`+31612345678`), given for the direct debit's SMS code. */
    phone: text('phone'),
    /** Direct debit is refused from then on: too many wrong SMS codes, or a chargeback (`directDebitBlockReason`). */
    directDebitBlockedAt: tz('direct_debit_blocked_at'),
    directDebitBlockReason: text('direct_debit_block_reason'),
    /**
     * Sanctions (docs/moderation.md): a suspended member cannot log in until `suspended_until`; a banned one
     * never (`banned_at`), until a moderator lifts it. Either ends every session and socket at once and hides
     * the profile everywhere. The decision that imposed it (moderation_decisions) holds the grounds.
     */
    suspendedUntil: tz('suspended_until'),
    bannedAt: tz('banned_at'),
    sanctionDecisionId: integer('sanction_decision_id'),
    /** Set when the member asks to delete; reactivation is possible for 14 days. */
    deletionRequestedAt: tz('deletion_requested_at'),
    deletedAt: tz('deleted_at'),
    ...timestamps,
  },
  (t) => [
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    // Accounts hidden from search (invisible, deleted, waiting for deletion): a small set that search
    // excludes with `user_id NOT IN (…)` (members/member-search.ts), read from this index alone.
    index('users_hidden')
      .on(t.id)
      .where(
        sql`${t.invisible} OR ${t.deletedAt} IS NOT NULL OR ${t.deletionRequestedAt} IS NOT NULL OR ${t.bannedAt} IS NOT NULL OR ${t.suspendedUntil} IS NOT NULL`,
      ),
    // Members who have not bought, by signup: the welcome-discount job reads the last day's ended time bonuses from it.
    index('users_unpaid_signup')
      .on(t.signupDate)
      .where(sql`${t.paidUser} = false`),
    // Members by signup: the inactivity reminders find who signed up on a day and was never seen since.
    index('users_signup').on(t.signupDate),
  ],
);

/**
 * Why members leave (the deletion flow's reason), one row per deletion request. The link to the user
 * is cut and the free-text comment dropped when the account is erased, so what stays is anonymous.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    comment: text('comment'),
    requestedAt: tz('requested_at').notNull(),
    reactivatedAt: tz('reactivated_at'),
    erasedAt: tz('erased_at'),
  },
  (t) => [index('account_deletions_user').on(t.userId)],
);

/** The cookie holds a random token; only its SHA-256 is stored, so a database leak yields no sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
    expiresAt: tz('expires_at').notNull(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_expires').on(t.expiresAt)],
);

/** One-time links (activation, reset, mail change, reactivation, auto-login); stored hashed. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: tokenKindEnum('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For mail_change: the address being confirmed. */
    newEmail: text('new_email'),
    /** For login (a notification mail's link): the site path the member is taken to once logged in. */
    targetPath: text('target_path'),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    ...timestamps,
  },
  (t) => [index('tokens_user_kind').on(t.userId, t.kind, t.createdAt)],
);

/** Every login attempt by submitted e-mail (lower-cased), whether or not an account exists: lockout. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip'),
    /** null while the password is being checked: an attempt in flight is neither a failure nor a success. */
    success: boolean('success'),
    /** The device token's id when the browser carried a valid one for this account: its own failure budget. */
    device: text('device'),
    ...timestamps,
  },
  (t) => [index('login_attempts_email').on(t.email, t.createdAt)],
);
