import { z } from 'zod';
import { defineEndpoint } from './endpoint';
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
export const listChatsEndpoint = defineEndpoint({ method: 'GET', path: '/api/chats.php', response: ChatsResponseSchema });

/** Removes one of the member's own conversations (for them only); any other is 404. */
export const deleteChatEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/chat.php',
  body: DeleteChatRequestSchema,
  response: OkResponseSchema,
  errors: ['not_found'],
});

// ── one conversation: messages, sending, reading ─────────────────────────────────────────────

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
  /** Money price of a message in the member's country (settings minimum_message_costs), when the site lists one. */
  price: z.object({ costs: z.number(), currency: z.string() }).nullable(),
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
  query: ConversationQuerySchema,
  response: ConversationResponseSchema,
  errors: ['not_found'],
});

const MessagesQuerySchema = z.object({ conversation: queryRowId(), before: queryRowId().optional() });

/** Older messages of a conversation of the member: the page before `before` (cursor = a message id). */
export const listMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/messages.php',
  query: MessagesQuerySchema,
  response: MessagesPageSchema,
  errors: ['not_found'],
});

/**
 * POST /api/message.php. Addressed to a profile: the first send to a member creates the
 * conversation. `client_id` is a UUID the browser makes once per message and reuses on retry: a
 * message is stored and charged once per (sender, client_id). The text's length limit is the site's
 * `message_length` (checked by the api); the schema's bound only stops absurd bodies.
 */
const SendMessageRequestSchema = z.object({
  profile: rowId(),
  client_id: z.uuid(),
  text: multilineText()
    .max(10_000)
    .refine((text) => text.trim().length > 0, { error: 'Write a message' }),
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
 * Sends a text message, exactly once per client_id. Refused sends cost nothing: not_found (the member
 * left, is blocked either way, or does not exist), not_enough_credits, premium_only (a free member's
 * third started conversation), reply_not_allowed, validation_failed (empty or longer than
 * message_length), rate_limited.
 */
export const sendMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/message.php',
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
  body: MarkReadRequestSchema,
  response: MarkReadResponseSchema,
  errors: ['not_found'],
});

const DeleteChatsByProfileRequestSchema = z.object({ profile: rowId() });

/** Removes every conversation of the member with one profile, for the member only (block uses it). */
export const deleteChatsByProfileEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/chats.php',
  body: DeleteChatsByProfileRequestSchema,
  response: OkResponseSchema,
});
