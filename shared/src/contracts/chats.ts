import { z } from 'zod';
import { defineEndpoint, defineLink } from './endpoint';
import { multilineText, queryRowId, rowId } from './fields';
import { ProfileSummarySchema } from './profile';
import { OkResponseSchema } from './user';

export const MESSAGE_TYPES = ['text', 'photo', 'gift', 'system'] as const;

const LastMessageSchema = z.object({
  type: z.enum(MESSAGE_TYPES),
  /** Text for text/system messages; a neutral label for photo and gift messages is the client's job. */
  text: z.string(),
  from_me: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  /** Gift messages: which gift, for a snippet like "Gift: Rose"; null otherwise. */
  gift: z.object({ slug: z.string() }).nullable(),
  /** Photo messages: whether the picture is a GIF (the snippet says "GIF", not "Photo"); null otherwise. */
  photo: z.object({ animated: z.boolean() }).nullable().default(null),
});

/** A chat entry: conversation id, the other profile, unread count. */
const ChatEntrySchema = z.object({
  conversation: z.number().int().positive(),
  profile: ProfileSummarySchema,
  num_unread_messages: z.number().int().min(0),
  last_message: LastMessageSchema.nullable(),
  updated_at: z.iso.datetime({ offset: true }),
});

export const ChatsResponseSchema = z.object({
  chats: z.array(ChatEntrySchema),
  total_unread: z.number().int().min(0),
});
export type ChatsResponse = z.infer<typeof ChatsResponseSchema>;

/** DELETE /api/chat.php */
export const DeleteChatRequestSchema = z.object({ conversation: rowId() });

/** The member's conversations, newest activity first, with the unread total. */
export const listChatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/chats.php',
  access: 'member',
  cache: 'no-store',
  response: ChatsResponseSchema,
});

/** Removes one of the member's own conversations (for them only); any other is 404. */
export const deleteChatEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/chat.php',
  access: 'member',
  cache: 'no-store',
  body: DeleteChatRequestSchema,
  response: OkResponseSchema,
  errors: ['not_found'],
});

// ── one conversation: messages, sending, reading ─────────────────────────────────────────────

/**
 * The picture of a photo message. A member's own photo is served only to the two participants, by
 * a URL that cannot be guessed and is checked against the conversation on every request; a GIF is
 * a catalogue picture (the local one, or the provider's), `animated` true.
 */
/** The review states of a chat photo message (MessageSchema's `review`). */
const MESSAGE_REVIEW_STATES = ['waiting', 'removed'] as const;
export type MessageReviewState = (typeof MESSAGE_REVIEW_STATES)[number];

const MessagePhotoSchema = z.object({
  url: z.string(),
  /** A smaller version for the bubble (the same URL for a GIF). */
  thumb_url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  animated: z.boolean(),
});
export type MessagePhoto = z.infer<typeof MessagePhotoSchema>;

/**
 * One message as its reader sees it. An answer only: `type` takes any text, so a remote built
 * before a new type (MESSAGE_TYPES today) renders it as an unsupported message instead of failing
 * the whole page.
 */
export const MessageSchema = z.object({
  id: z.number().int().positive(),
  /** The id the sender's browser gave it (own messages only, null otherwise): matches an optimistic bubble. */
  client_id: z.string().nullable(),
  /** MESSAGE_TYPES today. */
  type: z.string(),
  /** The text of text and system messages; empty for the others. */
  text: z.string(),
  /** False for the other side's messages and for system messages. */
  from_me: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  /** Photo messages: the picture (a photo the sender took, or a GIF); null for the other types. */
  photo: MessagePhotoSchema.nullable(),
  /** Gift messages: which gift (its picture and name come from the gift catalogue); null otherwise. */
  gift: z.object({ slug: z.string() }).nullable(),
  /**
   * A member's chat photo under review, absent otherwise. `waiting`: held back under the site's chat
   * pre-moderation — only its sender gets it, the other member once a moderator approves it (it then
   * comes as a new message with a new id and the same client_id). `removed`: a moderator rejected the
   * picture (`photo` is null) — under pre-moderation only its sender ever had it, and its credits are
   * back; under post-moderation both sides see that it was removed.
   */
  review: z.enum(MESSAGE_REVIEW_STATES).optional(),
});
export type Message = z.infer<typeof MessageSchema>;

/** A page of a conversation's messages, oldest first. */
export const MessagesPageSchema = z.object({
  messages: z.array(MessageSchema),
  /** Pass as `before` to load the page before this one; null when no older message may be shown. */
  older_cursor: z.number().int().positive().nullable(),
  /** Older messages exist but are beyond the site's chat history limit (the view says so). */
  history_limited: z.boolean(),
});
export type MessagesPage = z.infer<typeof MessagesPageSchema>;

/**
 * What the member's next send costs and what they have: shown in the message footer. A send uses a
 * free message while any is left, otherwise `message_credits` credits.
 */
const ChatAllowanceSchema = z.object({
  credits: z.number().int().min(0),
  premium: z.boolean(),
  /** Credits a text message costs (settings message_credits). */
  message_credits: z.number().int().min(0),
  free_messages_left: z.number().int().min(0),
  /** Conversations this member may still start; null = no limit (premium members). */
  conversations_left: z.number().int().min(0).nullable(),
  // No money figure: what a message costs in money follows from what a credit costs in the bundles the
  // member can buy (shared/src/pricing/message-price.ts), one story on the chat, /pricing and /credits.
});
export type ChatAllowance = z.infer<typeof ChatAllowanceSchema>;

export const SEND_STATES = ['open', 'partner_left', 'reply_not_allowed'] as const;

/** A conversation as the member opens it: the other member, whether they can write, the newest page. */
export const ConversationResponseSchema = MessagesPageSchema.extend({
  /** Null when there is no conversation with this member yet: the first send creates it. */
  conversation: z.number().int().positive().nullable(),
  profile: ProfileSummarySchema,
  /**
   * SEND_STATES today: `open`; `partner_left` (blocked either way, deleted, leaving or switched off:
   * the history stays readable, nothing can be sent); `reply_not_allowed` (the other member's e-mail
   * is not confirmed yet, so they cannot be answered until it is).
   */
  send_state: z.string(),
  /** Id of the newest message of the member that the other side has read (0 = none): read receipts. */
  read_up_to: z.number().int().min(0),
  allowance: ChatAllowanceSchema,
});
export type ConversationResponse = z.infer<typeof ConversationResponseSchema>;

/** GET /api/conversation.php: by conversation id, or by the other member's profile id (exactly one). */
const ConversationQuerySchema = z
  .object({ conversation: queryRowId().optional(), profile: queryRowId().optional() })
  .refine((query) => (query.conversation === undefined) !== (query.profile === undefined), {
    error: 'Give either conversation or profile',
    path: ['conversation'],
  });

/** Opens a conversation of the member (404 when they take no part in it, or the profile cannot be found). */
export const getConversationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conversation.php',
  access: 'member',
  cache: 'no-store',
  query: ConversationQuerySchema,
  response: ConversationResponseSchema,
  errors: ['not_found'],
});

const MessagesQuerySchema = z.object({ conversation: queryRowId(), before: queryRowId().optional() });

/** Older messages of a conversation of the member: the page before `before` (cursor = a message id). */
export const listMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/messages.php',
  access: 'member',
  cache: 'no-store',
  query: MessagesQuerySchema,
  response: MessagesPageSchema,
  errors: ['not_found'],
});

/** What a send carries: `text` (the default), a `photo` uploaded before, a `gift`, or a `gif` from the search. */
const SEND_KINDS = ['text', 'photo', 'gift', 'gif'] as const;

/**
 * POST /api/message.php. Addressed to a profile: the first send to a member creates the
 * conversation. `client_id` is a UUID the browser makes once per message and reuses on retry: a
 * message is stored and charged once per (sender, client_id). `kind` (default `text`) names the one
 * field that must be given: `text` (its length limit is the site's `message_length`, checked by the
 * api; the schema's bound only stops absurd bodies), `photo` (the id POST /api/chat-photo.php
 * answered), `gift` (a slug of GET /api/gifts.php) or `gif` (an id of GET /api/gifs.php; stored as a
 * photo message).
 */
const SendMessageRequestSchema = z
  .object({
    profile: rowId(),
    client_id: z.uuid(),
    kind: z.enum(SEND_KINDS).default('text'),
    text: multilineText().max(10_000).optional(),
    photo: z.string().min(1).max(64).optional(),
    gift: z.string().min(1).max(64).optional(),
    gif: z.string().min(1).max(200).optional(),
  })
  .superRefine((body, ctx) => {
    for (const kind of SEND_KINDS) {
      const given = body[kind] !== undefined;
      if (kind === body.kind && !given) ctx.addIssue({ code: 'custom', path: [kind], message: `Give ${kind} for a ${kind} message` });
      if (kind !== body.kind && given)
        ctx.addIssue({ code: 'custom', path: [kind], message: `Only ${body.kind} belongs in a ${body.kind} message` });
    }
    if (body.kind === 'text' && body.text !== undefined && body.text.trim().length === 0) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Write a message' });
    }
  });
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>;

export const SendMessageResponseSchema = z.object({
  conversation: z.number().int().positive(),
  message: MessageSchema,
  /** After this send: the footer's figures and the nav's credits badge. */
  allowance: ChatAllowanceSchema,
});
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

/**
 * Sends a message, exactly once per client_id. Costs: a text or a GIF `message_credits` (or a free
 * message while the member has any), a photo `photo_credits`, a gift its catalogue price. Refused
 * sends cost nothing: not_found (the member left, is blocked either way, or does not exist; or the
 * photo, gift or GIF is unknown), not_enough_credits, premium_only (a free member's third started
 * conversation), reply_not_allowed, validation_failed (empty or longer than message_length),
 * rate_limited.
 */
export const sendMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/message.php',
  access: 'member',
  cache: 'no-store',
  // 5 a second per member with bursts of 10: a person's pace, never a runaway client's.
  rate: { per: 'member', perSecond: 5, burst: 10 },
  body: SendMessageRequestSchema,
  response: SendMessageResponseSchema,
  errors: ['not_found', 'not_enough_credits', 'premium_only', 'reply_not_allowed'],
});

const MarkReadRequestSchema = z.object({ conversation: rowId(), up_to: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const MarkReadResponseSchema = z.object({ ok: z.literal(true), total_unread: z.number().int().min(0) });

/** The member has read their conversation up to a message (never moves backwards); answers the new unread total. */
export const markReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/chat-read.php',
  access: 'member',
  cache: 'no-store',
  body: MarkReadRequestSchema,
  response: MarkReadResponseSchema,
  errors: ['not_found'],
});

const DeleteChatsByProfileRequestSchema = z.object({ profile: rowId() });

/** Removes every conversation of the member with one profile, for the member only (block uses it). */
export const deleteChatsByProfileEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/chats.php',
  access: 'member',
  cache: 'no-store',
  body: DeleteChatsByProfileRequestSchema,
  response: OkResponseSchema,
});

// ── photos, gifts and GIFs in a conversation ─────────────────────────────────────────────────

/** Where a chat photo's picture is fetched: `?id=<photo id>&size=thumb|full`, participants only. */
export const CHAT_PHOTO_PATH = '/api/chat-photo.php';
export const CHAT_PHOTO_SIZES = ['thumb', 'full'] as const;

/**
 * The picture itself (an image, not JSON): revalidated every time (`no-cache` with an ETag), so a block or a
 * deletion ends access at once while an unchanged picture costs a 304.
 */
export const chatPhotoLink = defineLink({ method: 'GET', path: CHAT_PHOTO_PATH, access: 'member', cache: 'private, no-cache' });

/**
 * POST /api/chat-photo.php (multipart field `photo`): uploads a picture for a photo message. It is
 * checked by its content and re-encoded without metadata; the answer's id is then sent with
 * `kind: 'photo'`. Only its uploader can send it, once; an upload never sent is removed after a day.
 */
export const ChatPhotoUploadResponseSchema = z.object({
  photo: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ChatPhotoUploadResponse = z.infer<typeof ChatPhotoUploadResponseSchema>;

/** The multipart upload of a chat photo (field PHOTO_FIELD, like the profile photos): no body schema, the api checks the content. */
export const uploadChatPhotoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/chat-photo.php',
  access: 'member',
  cache: 'no-store',
  // Decoding and encoding a photo costs real CPU: a member uploads a few, not hundreds a minute.
  rate: { per: 'member', max: 30, windowSeconds: 60 },
  response: ChatPhotoUploadResponseSchema,
  errors: ['payload_too_large'],
});

const GiftSchema = z.object({
  slug: z.string(),
  /** Credits it costs to send. */
  price: z.number().int().min(0),
  image_url: z.string(),
});
export type Gift = z.infer<typeof GiftSchema>;

export const GiftsResponseSchema = z.object({ gifts: z.array(GiftSchema) });

/** The gift catalogue in its order, with the site's prices. Names are the client's (translated by slug). */
export const listGiftsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gifts.php',
  access: 'member',
  cache: { private: 300 },
  response: GiftsResponseSchema,
});

const GifSchema = z.object({
  /** What a send's `gif` field takes. */
  id: z.string(),
  url: z.string(),
  /** A small still or animated preview for the results grid. */
  preview_url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Alternative text (the GIF's title or tags). */
  title: z.string(),
});
export type Gif = z.infer<typeof GifSchema>;

const GifSearchQuerySchema = z.object({
  /** Words in the member's language or English; empty: the featured GIFs. */
  q: z.string().max(100).optional(),
  /** The `next` of the previous page. */
  page: z.string().max(200).optional(),
});

export const GifSearchResponseSchema = z.object({
  gifs: z.array(GifSchema),
  /** Pass as `page` for the next results; null at the end. */
  next: z.string().nullable(),
});
export type GifSearchResponse = z.infer<typeof GifSearchResponseSchema>;

/** GIF search through the site's provider (the local catalogue by default). */
export const searchGifsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gifs.php',
  access: 'member',
  cache: { private: 60 },
  // A search box typed into (debounced) stays far below it; a script does not.
  rate: { per: 'member', max: 60, windowSeconds: 60 },
  query: GifSearchQuerySchema,
  response: GifSearchResponseSchema,
  errors: ['provider_unavailable'],
});
