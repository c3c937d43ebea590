/** Profile photos (the chat's pictures are chat_media, in conversations.ts). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
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
    ...timestamps,
  },
  (t) => [
    index('photos_profile').on(t.profileId, t.position),
    uniqueIndex('photos_one_main')
      .on(t.profileId)
      .where(sql`${t.isMain}`),
  ],
);
