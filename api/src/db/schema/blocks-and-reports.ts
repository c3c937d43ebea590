/** Member safety: blocks between profiles, reports of profiles or photos, and the complaints form. */
import { index, integer, pgEnum, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { localeEnum } from './enums';
import { photos } from './photos';
import { profiles } from './profiles';
import { sites } from './sites';
import { users } from './users-and-sessions';

export const reportStatusEnum = pgEnum('report_status', ['open', 'reviewed', 'dismissed']);

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
    /** Complaints (the complaints page) may concern no profile at all. */
    category: text('category').notNull(),
    text: text('text').notNull().default(''),
    status: reportStatusEnum('status').notNull().default('open'),
    ...timestamps,
  },
  (t) => [index('reports_status').on(t.status, t.createdAt)],
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
    status: reportStatusEnum('status').notNull().default('open'),
    ...timestamps,
  },
  (t) => [
    index('complaints_email').on(t.email, t.createdAt),
    index('complaints_status').on(t.status, t.createdAt),
    index('complaints_user').on(t.userId),
  ],
);
