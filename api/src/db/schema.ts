/**
 * The whole product's schema, PostgreSQL dialect. One file so drizzle-kit generates one ordered
 * migration stream. Social relations (likes, blocks, conversations) link PROFILES, not users:
 * fictional profiles have no user account but take part in all of them.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BODY_TYPES,
  EMAIL_NOTIFICATION_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  LOCALES,
  MESSAGE_TYPES,
  NOTIFICATION_DISABLED_REASONS,
  PROFILE_STATUSES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  TATTOO_OPTIONS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  USER_STATUSES,
  type Settings,
} from '@dating/shared/contracts/index';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};
const tz = (name: string) => timestamp(name, { withTimezone: true });

// ── enums (values come from the shared contracts, so the database and the api agree) ──────────
export const localeEnum = pgEnum('locale', LOCALES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const profileStatusEnum = pgEnum('profile_status', PROFILE_STATUSES);
export const genderEnum = pgEnum('gender', GENDERS);
export const sexualityEnum = pgEnum('sexuality', SEXUALITIES);
export const hairColorEnum = pgEnum('hair_color', HAIR_COLORS);
export const eyeColorEnum = pgEnum('eye_color', EYE_COLORS);
export const bodyTypeEnum = pgEnum('body_type', BODY_TYPES);
export const relationshipStatusEnum = pgEnum('relationship_status', RELATIONSHIP_STATUSES);
export const tattoosEnum = pgEnum('tattoos', TATTOO_OPTIONS);
export const photoStatusEnum = pgEnum('photo_status', ['active', 'pending', 'rejected']);
export const messageTypeEnum = pgEnum('message_type', MESSAGE_TYPES);
export const notificationDisabledReasonEnum = pgEnum('notification_disabled_reason', NOTIFICATION_DISABLED_REASONS);
export const emailNotificationTypeEnum = pgEnum('email_notification_type', EMAIL_NOTIFICATION_TYPES);
export const tokenKindEnum = pgEnum('token_kind', ['activation', 'reset', 'mail_change', 'reactivation', 'login']);
export const outboxChannelEnum = pgEnum('outbox_channel', ['email', 'sms']);
export const ledgerReasonEnum = pgEnum('ledger_reason', [
  'signup_bonus',
  'purchase',
  'message',
  'photo',
  'gift',
  'refund',
  'chargeback',
  'adjustment',
]);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const discountStatusEnum = pgEnum('discount_status', ['active', 'inactive']);
export const discountValidityEnum = pgEnum('discount_validity', ['once', 'once_per_user', 'unlimited']);
export const reportStatusEnum = pgEnum('report_status', ['open', 'reviewed', 'dismissed']);

// ── sites and company ────────────────────────────────────────────────────────────────────────
export const companyInfo = pgTable('company_info', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  kvk: text('kvk').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  tradenames: jsonb('tradenames').$type<string[]>().notNull(),
  vatNumbers: jsonb('vat_numbers').$type<string[]>().notNull(),
  supportPhone: text('support_phone').notNull(),
  deleteDiscount: smallint('delete_discount').notNull(),
  added: date('added', { mode: 'string' }).notNull(),
});

/**
 * One row per host. The site's public settings object is kept whole as jsonb (validated with the
 * shared SettingsSchema on read): it is read as a unit, changes shape with the product, and is never
 * queried field by field. Secrets that must never reach the browser live in their own columns.
 */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    host: text('host').notNull().unique(),
    /** Unknown hosts are served the default site. Exactly one row has it (partial unique index). */
    isDefault: boolean('is_default').notNull().default(false),
    companyId: integer('company_id')
      .notNull()
      .references(() => companyInfo.id),
    settings: jsonb('settings').$type<Settings>().notNull(),
    vapidPrivateKey: text('vapid_private_key').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sites_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

// ── catalogue ────────────────────────────────────────────────────────────────────────────────
export const interests = pgTable('interests', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
});

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    country: char('country', { length: 2 }).notNull(),
    /** ISO 3166-2 code, e.g. NL-NH: the `countryregion` of search. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
  },
  (t) => [index('regions_country').on(t.country)],
);

/** Cities with coordinates: profile locations and the offline reverse geocoder. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    country: char('country', { length: 2 }).notNull(),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [index('cities_region').on(t.regionId), index('cities_country').on(t.country)],
);

// ── users and profiles ───────────────────────────────────────────────────────────────────────
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
    language: localeEnum('language').notNull().default('en'),
    invisible: boolean('invisible').notNull().default(false),
    /** Whether the member sends read receipts; off, they see none either (realtime `read` events, read_up_to). */
    readReceipts: boolean('read_receipts').notNull().default(true),
    /** The member's mobile number in international form (`+31612345678`), given for the direct debit's SMS code. */
    phone: text('phone'),
    /** Direct debit is refused from then on: too many wrong SMS codes, or a chargeback (`directDebitBlockReason`). */
    directDebitBlockedAt: tz('direct_debit_blocked_at'),
    directDebitBlockReason: text('direct_debit_block_reason'),
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
      .where(sql`${t.invisible} OR ${t.deletedAt} IS NOT NULL OR ${t.deletionRequestedAt} IS NOT NULL`),
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
    lastSeenAt: tz('last_seen_at'),
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

// ── conversations and messages ───────────────────────────────────────────────────────────────
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    /** Who wrote the first message: a free member may start 2 (conversations/send-message.ts). */
    startedByProfileId: integer('started_by_profile_id').references(() => profiles.id),
    /**
     * `<smaller profile id>:<larger profile id>`: one conversation per pair, also when both send a
     * first message at once (conversations/conversation-pair.ts). Null only for duplicates older
     * than the key.
     */
    pairKey: text('pair_key').unique(),
    ...timestamps,
    /** Time of the last message; the chat list is ordered by it. */
    lastMessageAt: tz('last_message_at').notNull().defaultNow(),
  },
  (t) => [index('conversations_started_by').on(t.startedByProfileId)],
);

/** Per participant state: what was read, and whether this side removed the conversation from its list. */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Messages with a larger id from the other side are unread. 0 = nothing read. */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    deletedAt: tz('deleted_at'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.profileId] }),
    index('conversation_participants_profile').on(t.profileId, t.conversationId),
  ],
);

/**
 * The picture of a photo message. `token` (random, 128 bits) is the id the member's browser knows it
 * by — in the send and in the URL — so it cannot be guessed; the rows's own id never leaves the api.
 * `photo`: the sender's upload, files `<file>.jpg` and `<file>-thumb.jpg` in the data folder's
 * chat-photos (never served statically: GET /api/chat-photo.php checks the conversation first).
 * `gif`: a catalogue GIF, `url` and `thumb_url` where it is served. `message_id` is set by the send
 * that used it (once); a photo never sent is removed after a day.
 */
export const chatMedia = pgTable(
  'chat_media',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    ownerProfileId: integer('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['photo', 'gif'] }).notNull(),
    file: text('file'),
    url: text('url'),
    thumbUrl: text('thumb_url'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    messageId: bigint('message_id', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chat_media_token').on(t.token),
    index('chat_media_owner').on(t.ownerProfileId),
    index('chat_media_unsent')
      .on(t.createdAt)
      .where(sql`${t.messageId} IS NULL`),
  ],
);

/**
 * The local GIF catalogue (GIF_PROVIDER=local, the embedded default): animated pictures made at seed
 * time into the data folder's gifs, tagged in English; search translates the member's words to tags
 * (api/src/gifs).
 */
export const gifCatalogue = pgTable(
  'gif_catalogue',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    tags: text('tags').array().notNull(),
    file: text('file').notNull(),
    previewFile: text('preview_file').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('gif_catalogue_slug').on(t.slug), index('gif_catalogue_tags').using('gin', t.tags)],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null for system messages. */
    senderProfileId: integer('sender_profile_id').references(() => profiles.id),
    type: messageTypeEnum('type').notNull().default('text'),
    body: text('body').notNull().default(''),
    /** Photo messages: the picture (chat_media: a member's photo or a GIF). */
    mediaId: integer('media_id').references(() => chatMedia.id, { onDelete: 'set null' }),
    /** Gift messages: the gift's slug in the catalogue (api/src/gifts). */
    giftSlug: text('gift_slug'),
    creditsCost: integer('credits_cost').notNull().default(0),
    /** The id the sender's browser made for it: a send is stored once per (sender, client_id). */
    clientId: uuid('client_id'),
    ...timestamps,
  },
  (t) => [
    index('messages_conversation').on(t.conversationId, t.id),
    uniqueIndex('messages_sender_client').on(t.senderProfileId, t.clientId),
  ],
);

// ── likes, blocks, reports ───────────────────────────────────────────────────────────────────
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

// ── money ────────────────────────────────────────────────────────────────────────────────────
export const creditPackages = pgTable(
  'credit_packages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('credit_packages_site').on(t.siteId, t.currency)],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    country: char('country', { length: 2 }),
    /** Personal codes (time bonus, retention offers) belong to one user. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tz('expires_at'),
    valuePercentage: smallint('value_percentage').notNull(),
    currency: char('currency', { length: 3 }),
    minimumOrderValueCents: integer('minimum_order_value_cents').notNull().default(0),
    status: discountStatusEnum('status').notNull().default('active'),
    validity: discountValidityEnum('validity').notNull().default('once_per_user'),
    /** Empty = every method. */
    paymentMethods: jsonb('payment_methods').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    // Global codes have no user: coalesce so a code exists once globally and once per user.
    uniqueIndex('discount_codes_code_user').on(t.code, sql`coalesce(${t.userId}, 0)`),
    index('discount_codes_user').on(t.userId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The payment_id shown in URLs (/transactions/{id}); not guessable. */
    publicId: text('public_id').notNull().unique(),
    /**
     * Null once the member's account is erased (14 days after deletion, account-deletion/erase.ts): the
     * payment stays as an anonymised accounting row (amount, method, provider reference), nothing personal.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => creditPackages.id),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    transactionFeeCents: integer('transaction_fee_cents').notNull().default(0),
    method: paymentMethodEnum('method').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    /** The payment country the member paid from (its currency and methods). */
    country: char('country', { length: 2 }),
    /** The id the member's browser made for this purchase: a retried create answers the same payment. */
    clientId: uuid('client_id'),
    /** Where the member pays (the provider's hosted checkout); null once the payment is final. */
    checkoutUrl: text('checkout_url'),
    /** The bundle's price before the discount (`discount_code_id`); null without one. `amount_cents` is what is charged. */
    listAmountCents: integer('list_amount_cents'),
    /** Charged through a method the provider keeps (a repeat order in one click, a direct debit): no checkout. */
    storedMethodId: integer('stored_method_id').references(() => storedPaymentMethods.id, { onDelete: 'set null' }),
    recurring: boolean('recurring').notNull().default(false),
    /**
     * The member's express request for immediate supply and acknowledgement that the right of withdrawal ends
     * (CRD art. 16(m)): the version of the wording ticked (shared/src/contracts/withdrawal-consent.ts) and when.
     * Null for payments started before it was asked for.
     */
    withdrawalConsentVersion: text('withdrawal_consent_version'),
    withdrawalConsentAt: tz('withdrawal_consent_at'),
    ...timestamps,
    updatedAt: tz('updated_at').notNull().defaultNow(),
    paidAt: tz('paid_at'),
  },
  (t) => [
    index('payments_user').on(t.userId, t.createdAt),
    uniqueIndex('payments_provider_reference').on(t.provider, t.providerReference),
    uniqueIndex('payments_user_client').on(t.userId, t.clientId),
    index('payments_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A payment method the provider keeps for a member, to charge again without a checkout (a card or PayPal
 * after a completed checkout, a confirmed direct-debit mandate): the provider's token and a label that
 * names it without revealing it ("Visa •••• 4242"). Revoked ones stay for the payments that used them.
 */
export const storedPaymentMethods = pgTable(
  'stored_payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: paymentMethodEnum('method').notNull(),
    token: text('token').notNull(),
    label: text('label').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [uniqueIndex('stored_payment_methods_token').on(t.provider, t.token), index('stored_payment_methods_user').on(t.userId, t.method)],
);

/**
 * A SEPA direct-debit mandate from the form to its SMS code: the account, the number the code goes to, the
 * code (hashed), how many were sent and how many wrong ones were tried; confirmed, it carries the provider's
 * mandate token and the payment it opened. One per (member, client_id): a retried submit answers the same one.
 */
export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    packageId: integer('package_id')
      .notNull()
      .references(() => creditPackages.id),
    country: char('country', { length: 2 }).notNull(),
    holder: text('holder').notNull(),
    iban: text('iban').notNull(),
    phone: text('phone').notNull(),
    /** awaiting_code → confirmed; abandoned when blocked or superseded. */
    status: text('status').notNull().default('awaiting_code'),
    codeHash: text('code_hash'),
    codeExpiresAt: tz('code_expires_at'),
    codesSent: integer('codes_sent').notNull().default(0),
    lastCodeAt: tz('last_code_at'),
    wrongCodes: integer('wrong_codes').notNull().default(0),
    providerToken: text('provider_token'),
    paymentId: integer('payment_id').references(() => payments.id),
    /** The discount code the member was shown the price with (checked at creation, again for the payment). */
    discountCode: text('discount_code'),
    /**
     * The consent to immediate supply given on the mandate form (CRD art. 16(m); the wording's version and when),
     * passed to the payment at the confirm. Null only for mandates made before it was asked for.
     */
    withdrawalConsentVersion: text('withdrawal_consent_version'),
    withdrawalConsentAt: tz('withdrawal_consent_at'),
    confirmedAt: tz('confirmed_at'),
    ...timestamps,
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('direct_debit_mandates_user_client').on(t.userId, t.clientId),
    index('direct_debit_mandates_user').on(t.userId, t.lastCodeAt),
  ],
);

/**
 * Append-only: a balance is the sum of a user's rows. Every row carries an idempotency key (e.g.
 * `payment:42`, `message:981`) so that a retried operation can never count twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    reason: ledgerReasonEnum('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentId: integer('payment_id').references(() => payments.id),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('credit_ledger_user').on(t.userId, t.id)],
);

/**
 * Money given back after a completed payment: a refund (the operator's, within `refund_days`) or a chargeback
 * (the member's bank's), partial ones too — each once per provider id, with the credits it took back.
 */
export const paymentAdjustments = pgTable(
  'payment_adjustments',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: text('kind', { enum: ['refund', 'chargeback'] }).notNull(),
    /** The provider's id of the refund or chargeback. */
    providerKey: text('provider_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Credits taken back by it (a refund never more than the balance; a chargeback all its share). */
    credits: integer('credits').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('payment_adjustments_key').on(t.paymentId, t.kind, t.providerKey)],
);

/**
 * The payment providers' webhooks, verified and stored before anything else happens (the inbox): unique on
 * (provider, event key), so a repeated delivery is stored once; answered 2xx at once and processed from the
 * job queue (`processed_at` set by the run that applied it).
 */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    /** The verified event as the provider adapter parsed it (payments/provider.ts ProviderEvent). */
    event: jsonb('event').notNull(),
    receivedAt: tz('received_at').notNull().defaultNow(),
    processedAt: tz('processed_at'),
    /** Why it changed nothing, when it did not (a late state, an amount that does not match — kept for review). */
    outcome: text('outcome'),
  },
  (t) => [uniqueIndex('payment_webhooks_event').on(t.provider, t.eventKey)],
);

/**
 * The sandbox payment provider's own books (api/src/payments/sandbox): in a real deployment these live at the
 * provider. Kept apart from `payments`: the api learns a sandbox payment's state only as it would a real
 * provider's — from its signed webhooks or by asking it.
 */
export const sandboxPspPayments = pgTable('sandbox_psp_payments', {
  reference: text('reference').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  method: paymentMethodEnum('method').notNull(),
  description: text('description').notNull(),
  status: paymentStatusEnum('status').notNull().default('pending'),
  returnUrl: text('return_url').notNull(),
  notifyUrl: text('notify_url').notNull(),
  locale: localeEnum('locale').notNull(),
  /** How many notifications it sent (each an event of its own). */
  notifications: integer('notifications').notNull().default(0),
  /** The kept method charged (a recurring charge), or the one a completed checkout left to charge again. */
  token: text('token'),
  /** A direct debit: when the bank settles it (or returns it, for the sandbox's returning IBAN). */
  settleAt: tz('settle_at'),
  ...timestamps,
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * The sandbox's kept payment methods: what a recurring charge of the token does (`ok`, `decline` — a card
 * that fails when charged again —, `return` — a direct debit the bank returns after settling).
 */
export const sandboxPspTokens = pgTable('sandbox_psp_tokens', {
  token: text('token').primaryKey(),
  method: paymentMethodEnum('method').notNull(),
  label: text('label').notNull(),
  behaviour: text('behaviour').notNull().default('ok'),
  ...timestamps,
});

/**
 * A member's balance, kept by the ledger module only (credits/ledger.ts): always the sum of their
 * ledger rows, never below 0 except after a chargeback. Free messages used count here too.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    freeMessagesUsed: integer('free_messages_used').notNull().default(0),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  // The balance may be below 0 only after a chargeback (the credits were spent): debits never take it there
  // (conditional updates), and the books check (credits/books.ts) finds any other negative balance.
  (t) => [check('credit_accounts_free_messages', sql`${t.freeMessagesUsed} >= 0`)],
);

export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentId: integer('payment_id').references(() => payments.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('discount_redemptions_code_user').on(t.discountCodeId, t.userId)],
);

// ── notifications ────────────────────────────────────────────────────────────────────────────
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    readAt: tz('read_at'),
    ...timestamps,
  },
  (t) => [index('notifications_user').on(t.userId, t.createdAt)],
);

/** E-mail/push preference per notification type. Missing row = the default (on). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: emailNotificationTypeEnum('type').notNull(),
    email: boolean('email').notNull().default(true),
    push: boolean('push').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * Every notification e-mail sent, one row per (member, type, key): the row is written before the mail
 * leaves, so a retried job or a second api process running the same job finds it and sends nothing.
 * The key names the cause (`conversation:12:message:340`, `week:2026-W48`, …). The conversation's
 * column lets the message mails find the last one sent for a conversation (at most one an hour).
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: emailNotificationTypeEnum('type').notNull(),
    key: text('key').notNull(),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    sentAt: tz('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('notification_mails_key').on(t.userId, t.type, t.key),
    index('notification_mails_conversation')
      .on(t.userId, t.conversationId, t.sentAt)
      .where(sql`${t.conversationId} IS NOT NULL`),
  ],
);

/**
 * Campaign entry links: `/{token}` of an ad or a partner's link that opens a lander with its tracking
 * query. Not secret (they are printed in ads), so stored as they are; made by an operator's command.
 */
export const entryLinks = pgTable('entry_links', {
  token: text('token').primaryKey(),
  /** A lander's path: `/landers/gallery/summer`. */
  targetPath: text('target_path').notNull(),
  /** The tracking query added to it, without `?`: `network=partner1&ref=spring`. */
  trackingQuery: text('tracking_query').notNull().default(''),
  ...timestamps,
});

/** Why e-mail to a user stopped: spam complaint, bounce, list-unsubscribe. */
export const notificationsDisabled = pgTable(
  'notifications_disabled',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: notificationDisabledReasonEnum('reason').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.reason] })],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: bigint('expiration_time', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [index('push_subscriptions_user').on(t.userId)],
);

// ── auth ─────────────────────────────────────────────────────────────────────────────────────
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

// ── outside world ────────────────────────────────────────────────────────────────────────────
/** Captured e-mail and SMS of the local transports (the development mailbox reads it). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: outboxChannelEnum('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers the mail carries (List-Unsubscribe on notifications), shown by the dev mailbox. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    ...timestamps,
  },
  (t) => [index('outbox_created').on(t.createdAt), index('outbox_to').on(t.to, t.createdAt)],
);

/**
 * Secrets the server makes for itself, one random value per name, created on first use (see
 * mail-feedback/unsubscribe-token.ts): every api process on the database signs with the same key,
 * and a restart does not break links already mailed.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

/** The tracking query (network, ref, sub1-3), per visit or signup. */
export const tracking = pgTable(
  'tracking',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    siteId: integer('site_id').references(() => sites.id),
    network: text('network'),
    ref: text('ref'),
    sub1: text('sub1'),
    sub2: text('sub2'),
    sub3: text('sub3'),
    landingPath: text('landing_path'),
    ...timestamps,
  },
  (t) => [index('tracking_user').on(t.userId), index('tracking_network').on(t.network, t.createdAt)],
);

/**
 * Bounce logging of landing pages (docs/landers.md): one row per visit of a page opened with `lb`,
 * ended by the page's beacon; a visit that ended without the visitor acting is a bounce. Kept 90 days.
 */
export const landingVisits = pgTable(
  'landing_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One of LANDING_PAGES; text, so a new page needs no migration. */
    page: text('page').notNull(),
    slug: text('slug'),
    network: text('network'),
    ref: text('ref'),
    sub1: text('sub1'),
    siteId: integer('site_id').references(() => sites.id),
    ...timestamps,
    /** Set once, by the first end reported; null while the visit runs (or its beacon was lost). */
    endedAt: tz('ended_at'),
    acted: boolean('acted'),
  },
  // The report reads a window of days, the clean-up what is older than 90 days.
  (t) => [index('landing_visits_created').on(t.createdAt)],
);

// ── job queue (jobs/) ────────────────────────────────────────────────────────────────────────
export const jobStatusEnum = pgEnum('job_status', ['pending', 'running', 'done', 'dead']);

/**
 * Work that happens later and survives restarts (docs/job-queue.md). Enqueued inside the transaction
 * of its cause; a worker claims due rows with FOR UPDATE SKIP LOCKED and holds them with a lease
 * (locked_until), so a job whose process died is claimed again once the lease is over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The job kind's name (jobs/job-kind.ts); a worker claims only kinds it knows. */
    kind: text('kind').notNull(),
    /** JSON checked by the kind's zod schema on enqueue and again before each run. */
    payload: jsonb('payload').notNull(),
    status: jobStatusEnum('status').notNull().default('pending'),
    /** Not before: the delay, or the backoff of a retry. */
    runAt: tz('run_at').notNull(),
    /** Attempts started so far (counted at claim). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** While running: the lease's end (pushed on by heartbeats) and the claim's random token. */
    lockedUntil: tz('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** At most one pending or running job per kind and key (one mail per conversation per hour, one per schedule slot). */
    dedupeKey: text('dedupe_key'),
    ...timestamps,
    finishedAt: tz('finished_at'),
  },
  (t) => [
    index('jobs_claim').on(t.status, t.runAt),
    index('jobs_finished').on(t.status, t.finishedAt),
    uniqueIndex('jobs_dedupe')
      .on(t.kind, t.dedupeKey)
      .where(sql`${t.dedupeKey} IS NOT NULL AND ${t.status} IN ('pending', 'running')`),
  ],
);

/**
 * Recurring schedules (jobs/schedules.ts): the definitions live in code; this row holds the next slot,
 * advanced in the same transaction that enqueues the slot's job, so several processes never enqueue one slot twice.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  /** `every 60m` or `daily 03:30` (UTC): a changed spec recomputes next_run_at. */
  spec: text('spec').notNull(),
  nextRunAt: tz('next_run_at').notNull(),
  lastRunAt: tz('last_run_at'),
});

// ── realtime (docs/realtime.md) ─────────────────────────────────────────────────────────────────
/**
 * Each member's last allocated event seq. The row is updated (`seq = seq + n`) inside the cause's
 * transaction, so its lock orders one member's events: they commit in seq order, and a resume by
 * seq can never skip an event that commits late.
 */
export const memberEventCursors = pgTable('member_event_cursors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
});

/** The member's resumable realtime events (RealtimeEventSchema), kept ~24 h / 500 per member for resumes. */
export const memberEvents = pgTable(
  'member_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] }), index('member_events_created').on(t.createdAt)],
);
