/**
 * Profiles: what members and fictional profiles show. Social relations (likes, blocks, conversations) link
 * profiles, not users: fictional profiles have no user account but take part in all of them.
 */
import { sql } from 'drizzle-orm';
import { boolean, char, date, doublePrecision, index, integer, pgEnum, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  PROFILE_STATUSES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  TATTOO_OPTIONS,
} from '@dating/shared/contracts/index';
import { interests, regions } from './catalogue';
import { timestamps, tz } from './columns';
import { users } from './users-and-sessions';

export const profileStatusEnum = pgEnum('profile_status', PROFILE_STATUSES);
export const genderEnum = pgEnum('gender', GENDERS);
export const sexualityEnum = pgEnum('sexuality', SEXUALITIES);
export const hairColorEnum = pgEnum('hair_color', HAIR_COLORS);
export const eyeColorEnum = pgEnum('eye_color', EYE_COLORS);
export const bodyTypeEnum = pgEnum('body_type', BODY_TYPES);
export const relationshipStatusEnum = pgEnum('relationship_status', RELATIONSHIP_STATUSES);
export const tattoosEnum = pgEnum('tattoos', TATTOO_OPTIONS);

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    /** Null for fictional profiles (operated by the site, no login). */
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    fictional: boolean('fictional').notNull().default(false),
    name: text('name').notNull(),
    status: profileStatusEnum('status').notNull().default('disabled'),
    country: char('country', { length: 2 }).notNull(),
    regionId: integer('region_id').references(() => regions.id),
    city: text('city').notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    gender: genderEnum('gender').notNull(),
    sexuality: sexualityEnum('sexuality').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    hairColor: hairColorEnum('hair_color'),
    eyeColor: eyeColorEnum('eye_color'),
    bodyType: bodyTypeEnum('body_type'),
    relationshipStatus: relationshipStatusEnum('relationship_status'),
    tattoos: tattoosEnum('tattoos'),
    aboutMe: text('about_me').notNull().default(''),
    online: boolean('online').notNull().default(false),
    /**
     * Kept by the database itself (triggers of migration 0029, on every change of photos): whether the
     * profile has a photo others see (`has_photo`), and one that public surfaces — home, landers,
     * logged-out search — may show (`public_photo`). Searches sort on them, photo-less profiles last.
     */
    hasPhoto: boolean('has_photo').notNull().default(false),
    publicPhoto: boolean('public_photo').notNull().default(false),
    lastSeenAt: tz('last_seen_at'),
    /**
     * A fictional profile a moderator took offline (moderation_decisions, kind `take_offline`): its status is
     * `disabled` while this names the decision, so it is seen nowhere; `put_online` clears both.
     */
    offlineDecisionId: integer('offline_decision_id'),
    deletionRequestedAt: tz('deletion_requested_at'),
    deletedAt: tz('deleted_at'),
    ...timestamps,
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Search: country/region + gender + age range over visible profiles only. id and
    // user_id are the columns the rest of the search condition reads (searcher, blocks, hidden
    // accounts), so counting the filtered set is an index-only scan (bench/results/search.md).
    index('profiles_search')
      .on(t.country, t.gender, t.dateOfBirth, t.id, t.userId)
      .where(sql`${t.status} = 'active' AND ${t.deletedAt} IS NULL AND ${t.deletionRequestedAt} IS NULL`),
    index('profiles_region_search')
      .on(t.regionId, t.gender, t.dateOfBirth, t.id, t.userId)
      .where(sql`${t.status} = 'active' AND ${t.deletedAt} IS NULL AND ${t.deletionRequestedAt} IS NULL`),
    index('profiles_online').on(t.online, t.lastSeenAt),
    index('profiles_offline')
      .on(t.offlineDecisionId)
      .where(sql`${t.offlineDecisionId} IS NOT NULL`),
    // Search's order (members/member-search.ts): with a photo first, then newest; a visitor's by public photo.
    index('profiles_photo_order')
      .on(t.hasPhoto, t.id)
      .where(sql`${t.status} = 'active' AND ${t.deletedAt} IS NULL AND ${t.deletionRequestedAt} IS NULL`),
    index('profiles_public_photo_order')
      .on(t.publicPhoto, t.id)
      .where(sql`${t.status} = 'active' AND ${t.deletedAt} IS NULL AND ${t.deletionRequestedAt} IS NULL`),
    // Landers (every ad visitor asks): the site's fictional profiles only, walked in id order from the
    // day's starting point (landers/lander-profiles.ts) — per country (the visitor's first), per city
    // (a city lander), and all of them (the others, and visitors of no known country).
    index('profiles_lander_country')
      .on(t.country, t.id)
      .where(
        sql`${t.fictional} AND ${t.userId} IS NULL AND ${t.status} = 'active' AND ${t.deletedAt} IS NULL AND ${t.deletionRequestedAt} IS NULL`,
      ),
    index('profiles_lander_city')
      .on(t.city, t.id)
      .where(
        sql`${t.fictional} AND ${t.userId} IS NULL AND ${t.status} = 'active' AND ${t.deletedAt} IS NULL AND ${t.deletionRequestedAt} IS NULL`,
      ),
    index('profiles_lander_any')
      .on(t.id)
      .where(
        sql`${t.fictional} AND ${t.userId} IS NULL AND ${t.status} = 'active' AND ${t.deletedAt} IS NULL AND ${t.deletionRequestedAt} IS NULL`,
      ),
  ],
);

export const profileInterests = pgTable(
  'profile_interests',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.interestId] }),
    // With profile_id, counting the wished interests' rows per profile reads this index alone (the
    // match finder's large filtered sets, members/similar-profiles.ts bestByInterests).
    index('profile_interests_interest').on(t.interestId, t.profileId),
  ],
);
