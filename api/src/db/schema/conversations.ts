/** Conversations between profiles, their messages and the pictures and GIFs those carry. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MESSAGE_TYPES } from '@dating/shared/contracts/index';
import { timestamps, tz } from './columns';
import { photoStatusEnum } from './photos';
import { profiles } from './profiles';

export const messageTypeEnum = pgEnum('message_type', MESSAGE_TYPES);

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
    /**
     * Moderation of a member's chat photo (GIFs come from the catalogue and are `active`): as profile photos
     * (photos.ts), `pending` until approved under pre-moderation, the message reaching the other member then.
     */
    status: photoStatusEnum('status').notNull().default('active'),
    reviewedAt: tz('reviewed_at'),
    reviewedByStaffId: integer('reviewed_by_staff_id'),
    rejectionReason: text('rejection_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chat_media_token').on(t.token),
    index('chat_media_unreviewed')
      .on(t.createdAt)
      .where(sql`${t.reviewedAt} IS NULL AND ${t.kind} = 'photo' AND ${t.status} <> 'rejected'`),
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
    /**
     * A photo message sent under the site's chat pre-moderation, held back until a moderator approves its
     * picture: its sender's only (the other member gets it on approval, conversations/held-messages.ts);
     * it stays true when the picture is rejected, so the other member never sees it.
     */
    heldForReview: boolean('held_for_review').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('messages_conversation').on(t.conversationId, t.id),
    uniqueIndex('messages_sender_client').on(t.senderProfileId, t.clientId),
  ],
);
