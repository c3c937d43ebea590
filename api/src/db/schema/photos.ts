/** Profile photos (the chat's pictures are chat_media, in conversations.ts). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tz } from './columns';
import { profiles } from './profiles';

export const photoStatusEnum = pgEnum('photo_status', ['active', 'pending', 'rejected']);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    thumbFilename: text('thumb_filename').notNull(),
    /** Square crop used by the match modal. */
    matchFilename: text('match_filename').notNull(),
    status: photoStatusEnum('status').notNull().default('pending'),
    position: smallint('position').notNull().default(0),
    isMain: boolean('is_main').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    /**
     * Moderation (docs/moderation.md): null until a moderator has looked. Under pre-moderation a photo is
     * `pending` (its owner's eyes only) until approved (`active`, reviewed); under post-moderation it is
     * `active` at once and reviewed after. Public surfaces show reviewed, active photos only.
     */
    reviewedAt: tz('reviewed_at'),
    /** The staff account that approved or rejected it (a plain id: the row outlives the account's audit trail). */
    reviewedByStaffId: integer('reviewed_by_staff_id'),
    /** Why it was rejected: one of the console's reason codes (PHOTO_REJECTION_REASONS). */
    rejectionReason: text('rejection_reason'),
    /**
     * A photo a moderation decision removed keeps its files in the quarantine folder (not served) from then,
     * so an appeal can restore it; null once restored or purged (photos/moderation/photo-quarantine.ts).
     */
    quarantinedAt: tz('quarantined_at'),
    ...timestamps,
  },
  (t) => [
    index('photos_profile').on(t.profileId, t.position),
    uniqueIndex('photos_one_main')
      .on(t.profileId)
      .where(sql`${t.isMain}`),
    // The moderators' queue: photos nobody has reviewed yet, oldest first.
    index('photos_unreviewed')
      .on(t.createdAt)
      .where(sql`${t.reviewedAt} IS NULL AND ${t.status} <> 'rejected'`),
    index('photos_quarantined')
      .on(t.quarantinedAt)
      .where(sql`${t.quarantinedAt} IS NOT NULL`),
  ],
);
