/**
 * The staff console's people (docs/staff-accounts.md): staff are not members, so nothing here points at
 * `users` except the audit log, which names the member an action was about without a foreign key.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@dating/shared/contracts/endpoint';
import { timestamps, tz } from './columns';
import { conversations, messages } from './conversations';
import { localeEnum } from './enums';
import { profiles } from './profiles';
import { users } from './users-and-sessions';

export const staffRoleEnum = pgEnum('staff_role', STAFF_ROLES);

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased, so the unique constraint is case-insensitive. */
    email: text('email').notNull().unique(),
    role: staffRoleEnum('role').notNull(),
    /** argon2id; null until the one-time set-up link is used (an account made never has a default password). */
    passwordHash: text('password_hash'),
    /** The TOTP secret sealed with AES-256-GCM (staff/secret-box.ts); null until an authenticator is enrolled. */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: tz('totp_enrolled_at'),
    /** The time step of the last code accepted: a code of that step or an earlier one is refused (replay guard). */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    /** Wrong second factors since the last login (staff/staff-login.ts): five in a row lock the account a while. */
    secondFactorFailures: integer('second_factor_failures').notNull().default(0),
    /** Until then no second factor is taken, right or wrong: guessing six digits across many addresses stops here. */
    lockedUntil: tz('locked_until'),
    ...timestamps,
    /** Set when the account may no longer log in; staff rows are kept for the audit log that names them. */
    disabledAt: tz('disabled_at'),
  },
  (t) => [check('staff_accounts_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

/** The one-time recovery codes shown at enrolment; only their SHA-256 is kept (each is 80 random bits). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tz('used_at'),
    ...timestamps,
  },
  (t) => [index('staff_recovery_codes_staff').on(t.staffId, t.codeHash)],
);

/** As member sessions: the cookie holds a random token, the row only its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    ...timestamps,
    /** The idle timeout counts from here. */
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    /** The absolute end, however busy the session. */
    expiresAt: tz('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId), index('staff_sessions_expires').on(t.expiresAt)],
);

/**
 * The one-time set-up links (`/staff/setup?token=`), stored hashed. Apart from the members' `tokens`, which
 * are keyed by the member's user id.
 */
export const staffSetupTokens = pgTable(
  'staff_setup_tokens',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    ...timestamps,
  },
  (t) => [index('staff_setup_tokens_staff').on(t.staffId)],
);

/**
 * Every staff action, written in the transaction of the change it records (staff/audit-log.ts). Append-only:
 * a trigger of the migration refuses UPDATE, DELETE and TRUNCATE. The member and profile it was about are
 * plain ids, not foreign keys: the row outlives an erased account (a foreign key's SET NULL would be an
 * UPDATE, which the trigger refuses, and so would stop the erasure).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tz('at').notNull().defaultNow(),
    /** Who acted; null for the command line. A staff account with log rows cannot be deleted, only disabled. */
    staffId: integer('staff_id').references(() => staffAccounts.id),
    /** The role they acted in, as it was then. */
    role: staffRoleEnum('role'),
    action: text('action').notNull(),
    memberUserId: integer('member_user_id'),
    profileId: integer('profile_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** Why, in the staff member's words, where the console asks. */
    reason: text('reason'),
  },
  (t) => [
    index('staff_audit_log_at').on(t.at),
    index('staff_audit_log_staff').on(t.staffId, t.at),
    index('staff_audit_log_member').on(t.memberUserId, t.at),
  ],
);

/**
 * The operator inbox (docs/operator-inbox.md). A claim is an operator's lease on one conversation of a
 * member with a persona: one row per conversation (the primary key), taken or renewed by one conditional
 * upsert, so two operators racing for it get one row and one winner.
 */
export const inboxClaims = pgTable(
  'inbox_claims',
  {
    conversationId: integer('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    claimedAt: tz('claimed_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('inbox_claims_staff').on(t.staffId)],
);

/** What operators wrote down about a persona, so that every operator tells the same story. Removed ones keep their row. */
export const personaFacts = pgTable(
  'persona_facts',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    body: text('body').notNull(),
    ...timestamps,
    removedAt: tz('removed_at'),
  },
  (t) => [index('persona_facts_profile').on(t.profileId, t.id)],
);

/** Notes operators keep about a member; they go with the member's account. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: serial('id').primaryKey(),
    memberUserId: integer('member_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('member_notes_member').on(t.memberUserId, t.id)],
);

/**
 * Which operator wrote each persona message, and how long the member had waited: the figures read it (the
 * audit log has the same fact for the record). `language` is the member's at the time.
 */
export const personaReplies = pgTable(
  'persona_replies',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    language: localeEnum('language').notNull(),
    /** Seconds from the member's first unanswered message to this reply; null for a reply to no waiting message. */
    waitedSeconds: integer('waited_seconds'),
    ...timestamps,
  },
  (t) => [index('persona_replies_at').on(t.createdAt), index('persona_replies_staff').on(t.staffId, t.createdAt)],
);
