/** Likes, and the swipe game's daily counts, passes and auto-likes. */
import { boolean, date, index, integer, pgTable, primaryKey, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { profiles } from './profiles';

export const likes = pgTable(
  'likes',
  {
    id: serial('id').primaryKey(),
    fromProfileId: integer('from_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    toProfileId: integer('to_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Cleared when the receiver opens the liker's profile. */
    isNew: boolean('is_new').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('likes_pair').on(t.fromProfileId, t.toProfileId),
    index('likes_to').on(t.toProfileId, t.isNew, t.createdAt),
    // The Sent tab, newest first (docs/likes.md).
    index('likes_from').on(t.fromProfileId, t.createdAt),
  ],
);

/**
 * Swipe-game likes counted per member and UTC day: one row per member, `day` the UTC date the count
 * belongs to. A conditional upsert takes one like at a time under the row lock (docs/likes.md).
 */
export const swipeLikeCounts = pgTable('swipe_like_counts', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  likes: smallint('likes').notNull(),
});

/** Cards a member passed in the swipe game: never in their stack again (undo deletes the row). */
export const swipePasses = pgTable(
  'swipe_passes',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    passedProfileId: integer('passed_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.profileId, t.passedProfileId] })],
);

/**
 * The auto-like's day per member (docs/likes.md): claimed by a conditional upsert, so one UTC day gives
 * one attempt however many tabs ask; `likerProfileId` is the fictional profile it chose (null: none fit).
 */
export const autoLikes = pgTable('auto_likes', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  likerProfileId: integer('liker_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
});
