import { z } from 'zod';
import { MessageSchema } from './chats';
import { defineEndpoint, defineLink } from './endpoint';
import { lineText, multilineText, queryRowId, rowId } from './fields';
import { LOCALES } from './locales';

/*
 * The operator inbox of the staff console (docs/operator-inbox.md): the conversations in which a member's
 * latest message to one of the site's fictional profiles (a persona) is unanswered, the lease an operator
 * holds on one while answering it, and the reply written as the persona. Kept out of the contracts' barrel
 * with the rest of the console's calls: a member's browser never needs them.
 */

/** Who works the inbox: operators, and admins (who also see who holds what). */
const INBOX_STAFF = { staff: ['operator', 'admin'] } as const;
/** The figures of the inbox are the admins'. */
const ADMIN_ONLY = { staff: ['admin'] } as const;

/** How long a claim holds a conversation; a reply, a typing operator and a renewal extend it by as much. */
export const CLAIM_LEASE_SECONDS = 180;
/** The longest a persona fact or a member note may be. */
export const NOTE_MAX_LENGTH = 500;

/** The codes only the inbox answers (translated by the console). */
const INBOX_ERROR_CODES = [
  /** Another operator holds this conversation (claim refused). */
  'conversation_claimed',
  /** The operator's lease on the conversation ran out or was never taken: claim it again before writing. */
  'claim_required',
] as const;
export type InboxErrorCode = (typeof INBOX_ERROR_CODES)[number];

/** Who holds a conversation: the operator themself, or someone else (named for admins only). */
const ClaimSchema = z.object({
  mine: z.boolean(),
  /** The holder's address: for admins, and for the holder; null for an operator looking at another's claim. */
  staff_email: z.string().nullable(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type InboxClaim = z.infer<typeof ClaimSchema>;

/** A profile as the queue shows it: a name, an age and the main photo's thumbnail. */
const InboxProfileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  age: z.number().int(),
  /** GENDERS today. */
  gender: z.string(),
  country: z.string().length(2),
  city: z.string(),
  /** The main photo's thumbnail, when it has one. */
  photo_url: z.string().nullable(),
});

/** The member side of an inbox conversation: what an operator may know (never an e-mail address or payment details). */
const InboxMemberSchema = InboxProfileSchema.extend({
  /** The member's language: the operator answers in it. LOCALES today. */
  language: z.string(),
  premium: z.boolean(),
  /** No credits and no free message left: the member cannot write again before buying. */
  out_of_credits: z.boolean(),
});

/** One waiting conversation of the queue. */
const InboxItemSchema = z.object({
  conversation: z.number().int().positive(),
  member: InboxMemberSchema,
  persona: InboxProfileSchema,
  /** The member's first unanswered message: the wait counts from here. */
  waiting_since: z.iso.datetime({ offset: true }),
  /** The member's messages since the persona's last one. */
  unanswered: z.number().int().positive(),
  /** The newest message: its type (MESSAGE_TYPES) and, for a text, its first characters. */
  last_message: z.object({ type: z.string(), preview: z.string() }),
  claim: ClaimSchema.nullable(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

const InboxQuerySchema = z.object({
  language: z.enum(LOCALES).optional(),
  persona: queryRowId().optional(),
});

const InboxResponseSchema = z.object({
  /** Oldest waiting first. At most 200; `total` counts them all. */
  items: z.array(InboxItemSchema),
  total: z.number().int().min(0),
  /** The filters' choices: the personas that have a conversation waiting, and the members' languages. */
  personas: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
  languages: z.array(z.string()),
});
export type InboxResponse = z.infer<typeof InboxResponseSchema>;

/**
 * The queue: every conversation whose newest message is a member's to a persona, oldest waiting first,
 * with who holds it. Live: the staff socket says when it changed.
 */
export const getInboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/inbox.php',
  access: INBOX_STAFF,
  cache: 'no-store',
  query: InboxQuerySchema,
  response: InboxResponseSchema,
  errors: ['not_found'],
});

const ConversationRefSchema = z.object({ conversation: rowId() });
const ClaimResponseSchema = z.object({ conversation: z.number().int().positive(), expires_at: z.iso.datetime({ offset: true }) });

/**
 * Takes (or renews) the operator's lease on a conversation for CLAIM_LEASE_SECONDS. Refused with
 * conversation_claimed while another operator's lease runs; not_found for a conversation that is no
 * member's with a persona.
 */
export const claimConversationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/inbox/claim.php',
  access: INBOX_STAFF,
  cache: 'no-store',
  body: ConversationRefSchema,
  response: ClaimResponseSchema,
  errors: ['not_found', 'conversation_claimed'],
});

/** Gives the operator's lease back (leaving the conversation, or done with it); a lease that is not theirs is left alone. */
export const releaseConversationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/inbox/release.php',
  access: INBOX_STAFF,
  cache: 'no-store',
  body: ConversationRefSchema,
  response: z.object({ released: z.boolean() }),
  errors: ['not_found'],
});

/** A fact about a persona that operators wrote down so that every operator tells the same story. */
const PersonaFactSchema = z.object({
  id: z.number().int().positive(),
  text: z.string(),
  author_email: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type PersonaFact = z.infer<typeof PersonaFactSchema>;

/** A note operators keep about a member (shared by every operator; each one audit-logged). */
const MemberNoteSchema = PersonaFactSchema;
export type MemberNote = z.infer<typeof MemberNoteSchema>;

/** A photo of the persona's own gallery, which the operator may send in the chat. */
const PersonaPhotoSchema = z.object({ id: z.number().int().positive(), url: z.string(), thumb_url: z.string() });
export type PersonaPhoto = z.infer<typeof PersonaPhotoSchema>;

/** The persona sheet: the fictional profile's fields, photos and the operators' facts. */
const PersonaSheetSchema = InboxProfileSchema.extend({
  about_me: z.string(),
  /** Profile fields as stored (hair_color, eye_color, body_type, relationship_status, tattoos, sexuality), null when not given. */
  details: z.record(z.string(), z.string().nullable()),
  photos: z.array(PersonaPhotoSchema),
  facts: z.array(PersonaFactSchema),
});
export type PersonaSheet = z.infer<typeof PersonaSheetSchema>;

/** The member as the operator sees them, with the notes operators wrote. */
const MemberSheetSchema = InboxMemberSchema.extend({
  about_me: z.string(),
  /** An IANA time zone of the member's country, for their local time; null when none is known. */
  time_zone: z.string().nullable(),
  notes: z.array(MemberNoteSchema),
});
export type MemberSheet = z.infer<typeof MemberSheetSchema>;

/** A message of the conversation from the persona's side: `from_me` is the persona's (every operator's) message. */
const InboxMessagesPageSchema = z.object({
  messages: z.array(MessageSchema),
  older_cursor: z.number().int().positive().nullable(),
});
export type InboxMessagesPage = z.infer<typeof InboxMessagesPageSchema>;

const InboxConversationResponseSchema = InboxMessagesPageSchema.extend({
  conversation: z.number().int().positive(),
  persona: PersonaSheetSchema,
  member: MemberSheetSchema,
  /** The operator's lease; the console renews it before it runs out while the operator is on the page. */
  claim: ClaimResponseSchema,
});
export type InboxConversation = z.infer<typeof InboxConversationResponseSchema>;

/**
 * An inbox conversation as the operator answers it; only the conversation the staff member holds (claim
 * first: claim_required otherwise — admins too). Nothing of the member's other conversations, e-mail
 * address or payments.
 */
export const getInboxConversationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/inbox/conversation.php',
  access: INBOX_STAFF,
  cache: 'no-store',
  query: z.object({ conversation: queryRowId() }),
  response: InboxConversationResponseSchema,
  errors: ['not_found', 'claim_required'],
});

/** Older messages of the held conversation: the page before `before` (a message id). */
export const listInboxMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/inbox/messages.php',
  access: INBOX_STAFF,
  cache: 'no-store',
  query: z.object({ conversation: queryRowId(), before: queryRowId() }),
  response: InboxMessagesPageSchema,
  errors: ['not_found', 'claim_required'],
});

/**
 * The persona's reply: a text, or a photo of the persona's own gallery (`photo`: its id), exactly once
 * per `client_id`. Only under the operator's own lease (claim_required otherwise), which it renews. The
 * member gets it as from any member (realtime, unread counters, push and mail by their preferences);
 * it costs no one credits.
 */
const InboxReplyRequestSchema = z
  .object({
    conversation: rowId(),
    client_id: z.uuid(),
    text: multilineText().max(10_000).optional(),
    photo: rowId().optional(),
  })
  .refine((body) => (body.text === undefined) !== (body.photo === undefined), { error: 'Give either text or photo', path: ['text'] })
  .refine((body) => body.text === undefined || body.text.trim().length > 0, { error: 'Write a message', path: ['text'] });
export type InboxReplyRequest = z.infer<typeof InboxReplyRequestSchema>;

export const replyAsPersonaEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/inbox/reply.php',
  access: INBOX_STAFF,
  cache: 'no-store',
  // An operator types at a person's pace; this stops a runaway console, never an operator.
  rate: { per: 'address', max: 120, windowSeconds: 60 },
  body: InboxReplyRequestSchema,
  response: z.object({ message: MessageSchema, claim: ClaimResponseSchema }),
  errors: ['not_found', 'claim_required'],
});

const NoteTextSchema = lineText().min(1).max(NOTE_MAX_LENGTH);

/** Writes down a fact about the persona of the held conversation (audit-logged). */
export const addPersonaFactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/inbox/persona-fact.php',
  access: INBOX_STAFF,
  cache: 'no-store',
  body: z.object({ conversation: rowId(), text: NoteTextSchema }),
  response: z.object({ fact: PersonaFactSchema }),
  errors: ['not_found', 'claim_required'],
});

/** Removes a persona fact that no longer holds (audit-logged with its text). */
export const removePersonaFactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/inbox/persona-fact-removal.php',
  access: INBOX_STAFF,
  cache: 'no-store',
  body: z.object({ conversation: rowId(), fact: rowId() }),
  response: z.object({ removed: z.boolean() }),
  errors: ['not_found', 'claim_required'],
});

/** Writes a note about the member of the held conversation (audit-logged). */
export const addMemberNoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/inbox/member-note.php',
  access: INBOX_STAFF,
  cache: 'no-store',
  body: z.object({ conversation: rowId(), text: NoteTextSchema }),
  response: z.object({ note: MemberNoteSchema }),
  errors: ['not_found', 'claim_required'],
});

/**
 * A member's photo in an inbox conversation, for the staff member holding it (the members' chat photo
 * route serves the two participants only): `?conversation=&id=&size=`. The conversation's messages carry
 * these URLs.
 */
export const STAFF_CHAT_PHOTO_PATH = '/api/staff/inbox/chat-photo.php';
export const staffChatPhotoLink = defineLink({
  method: 'GET',
  path: STAFF_CHAT_PHOTO_PATH,
  access: INBOX_STAFF,
  cache: 'private, no-cache',
});

/** The staff socket (docs/operator-inbox.md): a staff session's WebSocket, same origin rules as the members'. */
export const STAFF_REALTIME_PATH = '/api/staff/realtime';

/**
 * What the staff socket sends: `inbox` when a conversation of the queue changed (a member wrote, a persona
 * answered, a claim was taken or given back): the console reloads the queue and, when it is the open
 * one, the conversation; `typing` when the member of a conversation the operator holds is typing.
 */
export const StaffServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello') }),
  z.object({ type: z.literal('inbox'), conversation: z.number().int().positive() }),
  z.object({ type: z.literal('typing'), conversation: z.number().int().positive(), typing: z.boolean() }),
]);
export type StaffServerFrame = z.infer<typeof StaffServerFrameSchema>;

/** What the console sends: the operator typing in a conversation they hold (the member sees "… is typing"). */
export const StaffClientFrameSchema = z.object({
  type: z.literal('typing'),
  conversation: z.number().int().positive(),
  typing: z.boolean(),
});
export type StaffClientFrame = z.infer<typeof StaffClientFrameSchema>;

/** Figures per operator and per language over the period asked (`days`, 7 by default). */
const DurationFiguresSchema = z.object({
  answered: z.number().int().min(0),
  /** Seconds from the member's first unanswered message to the answer; null when nothing was answered. */
  median_seconds: z.number().nullable(),
  p90_seconds: z.number().nullable(),
});

const InboxFiguresResponseSchema = z.object({
  days: z.number().int().positive(),
  queue: z.object({ length: z.number().int().min(0), oldest_waiting_seconds: z.number().nullable() }),
  operators: z.array(DurationFiguresSchema.extend({ staff_id: z.number().int().positive(), email: z.string() })),
  languages: z.array(
    DurationFiguresSchema.extend({
      language: z.string(),
      queue_length: z.number().int().min(0),
      oldest_waiting_seconds: z.number().nullable(),
    }),
  ),
});
export type InboxFigures = z.infer<typeof InboxFiguresResponseSchema>;

/** The inbox's figures for admins: on the console's figures page, and as JSON for whatever else reads them. */
export const getInboxFiguresEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/inbox/figures.php',
  access: ADMIN_ONLY,
  cache: 'no-store',
  query: z.object({ days: z.coerce.number().int().min(1).max(90).default(7) }),
  response: InboxFiguresResponseSchema,
  errors: ['not_found'],
});
