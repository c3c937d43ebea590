/** Member safety: blocks between profiles, reports of profiles or photos, and the complaints form. */
import { index, integer, pgEnum, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { localeEnum } from './enums';
import { conversations } from './conversations';
import { photos } from './photos';
import { profiles } from './profiles';
import { sites } from './sites';
import { users } from './users-and-sessions';

/**
 * A report is `open` until a moderator decides on it (`decided`, with `decision_id`); `dismissed` is kept
 * for rows older than decisions (a dismissal is a decision now, docs/moderation.md).
 */
export const reportStatusEnum = pgEnum('report_status', ['open', 'reviewed', 'dismissed', 'decided']);
/** A complaint is `open` until support answers it (`answered`, more answers possible) and `closed` when done. */
export const complaintStatusEnum = pgEnum('complaint_status', ['open', 'answered', 'closed']);

export const blocks = pgTable(
  'blocks',
  {
    blockerProfileId: integer('blocker_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    blockedProfileId: integer('blocked_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.blockerProfileId, t.blockedProfileId] }), index('blocks_blocked').on(t.blockedProfileId)],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterProfileId: integer('reporter_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    reportedProfileId: integer('reported_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** The photo reported, when a member reports one photo of the profile rather than the whole profile. */
    reportedPhotoId: integer('reported_photo_id').references(() => photos.id, { onDelete: 'set null' }),
    /** A report of a conversation (the chat's menu): the moderator may read that conversation only, logged. */
    reportedConversationId: integer('reported_conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    /** Complaints (the complaints page) may concern no profile at all. */
    category: text('category').notNull(),
    text: text('text').notNull().default(''),
    status: reportStatusEnum('status').notNull().default('open'),
    /** The decision that closed the report (moderation.ts), its outcome note sent to the reporter. */
    decisionId: integer('decision_id'),
    ...timestamps,
  },
  (t) => [
    index('reports_status').on(t.status, t.createdAt),
    index('reports_reported_profile').on(t.reportedProfileId, t.status),
    index('reports_reporter').on(t.reporterProfileId),
  ],
);

/**
 * The complaints form (`/complaints`): members and visitors alike. `email` is where the
 * acknowledgement went (the account's address for members, the typed one for visitors); the
 * per-address daily limit counts over it.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Optional: a transaction, profile or conversation the complaint is about, as the member wrote it. */
    reference: text('reference'),
    language: localeEnum('language').notNull(),
    status: complaintStatusEnum('status').notNull().default('open'),
    ...timestamps,
  },
  (t) => [
    index('complaints_email').on(t.email, t.createdAt),
    index('complaints_status').on(t.status, t.createdAt),
    index('complaints_user').on(t.userId),
  ],
);
