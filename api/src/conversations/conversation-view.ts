import { and, asc, desc, eq, gte, lt, lte, max, ne, or, type SQL } from 'drizzle-orm';
import type { ConversationResponse, Message, MessageReviewState, MessagesPage, ProfileSummary } from '@dating/shared/contracts/index';
import type { Db, DbOrTx } from '../db/database';
import { chatMedia, conversationParticipants, messages, profiles } from '../db/schema';
import { notFound } from '../http/errors';
import { ageOn } from '../members/age';
import { findProfileTarget } from '../members/member-profile';
import { loadProfileSummaries } from '../members/profile-summaries';
import { loadChatAllowance, type ChatSettings, type Sender } from './chat-allowance';
import { findConversationBetween, participantOf } from './conversation-pair';
import { MEDIA_COLUMNS, messagePhoto, type MediaRow } from './message-media';
import { sendStateFor } from './send-state';
import { usersOfProfiles } from '../realtime/member-events';
import { readReceiptsBetween } from '../realtime/read-receipts';

/** Messages per page: the newest page opens the conversation, older pages load on scrolling up. */
export const MESSAGE_PAGE_SIZE = 30;

type MessageRow = Pick<
  typeof messages.$inferSelect,
  'id' | 'clientId' | 'type' | 'body' | 'senderProfileId' | 'createdAt' | 'giftSlug' | 'heldForReview'
> & {
  media: MediaRow | null;
};

/**
 * The columns toMessage reads, for every select of a message a reader will see; the query joins
 * chat_media with `withMedia`.
 */
export const MESSAGE_COLUMNS = {
  id: messages.id,
  clientId: messages.clientId,
  type: messages.type,
  body: messages.body,
  senderProfileId: messages.senderProfileId,
  createdAt: messages.createdAt,
  giftSlug: messages.giftSlug,
  heldForReview: messages.heldForReview,
  media: MEDIA_COLUMNS,
};

/** The join MESSAGE_COLUMNS needs: `db.select(MESSAGE_COLUMNS).from(messages).leftJoin(...withMedia)`. */
export const withMedia = [chatMedia, eq(chatMedia.id, messages.mediaId)] as const;

/** A message as `viewerProfileId` reads it. The client id is the sender's own business. */
export function toMessage(row: MessageRow, viewerProfileId: number): Message {
  const mine = row.senderProfileId === viewerProfileId;
  const review = reviewOf(row);
  return {
    id: row.id,
    client_id: mine ? row.clientId : null,
    type: row.type,
    // Photo and gift messages carry no text of their own; the client renders them by type.
    text: row.type === 'text' || row.type === 'system' ? row.body : '',
    from_me: mine,
    created_at: row.createdAt.toISOString(),
    // A rejected picture is no one's any more: the bubble says it was removed.
    photo: row.type === 'photo' && row.media && review !== 'removed' ? messagePhoto(row.media) : null,
    gift: row.type === 'gift' && row.giftSlug ? { slug: row.giftSlug } : null,
    ...(review ? { review } : {}),
  };
}

/** Where a photo message's review stands for its bubble (a held one reaches only its sender: see visibleTo). */
function reviewOf(row: MessageRow): MessageReviewState | undefined {
  if (row.type !== 'photo' || row.media?.kind !== 'photo') return undefined;
  if (row.media.status === 'rejected') return 'removed';
  return row.heldForReview ? 'waiting' : undefined;
}

/**
 * The messages `viewerProfileId` may read in a conversation: all but those the other side sent that are
 * held back for review (chat pre-moderation; a held message stays held when its picture is rejected).
 */
export function visibleTo(viewerProfileId: number): SQL {
  return or(eq(messages.heldForReview, false), eq(messages.senderProfileId, viewerProfileId)) as SQL;
}

/**
 * A page of a conversation, oldest first: the newest MESSAGE_PAGE_SIZE messages, or those before
 * `before` (a message id: stable while new messages arrive, they only ever get larger ids). Only the
 * newest `historyLimit` messages of the conversation are ever returned; `history_limited` says that
 * older ones exist beyond that limit (on every page: the view shows its line once `older_cursor` is null).
 */
export async function loadMessagesPage(
  db: DbOrTx,
  conversationId: number,
  viewerProfileId: number,
  /** Null: the whole history (the staff console's view of an inbox conversation). */
  historyLimit: number | null,
  before?: number,
): Promise<MessagesPage> {
  // The limit-th newest message is the oldest that may be shown; a message before it means the limit bites.
  const edge =
    historyLimit === null
      ? []
      : await db
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.conversationId, conversationId), visibleTo(viewerProfileId)))
          .orderBy(desc(messages.id))
          .offset(historyLimit - 1)
          .limit(2);
  const oldestShown = edge[0]?.id;
  const conditions: (SQL | undefined)[] = [eq(messages.conversationId, conversationId), visibleTo(viewerProfileId)];
  if (before !== undefined) conditions.push(lt(messages.id, before));
  if (oldestShown !== undefined) conditions.push(gte(messages.id, oldestShown));
  const rows = await db
    .select(MESSAGE_COLUMNS)
    .from(messages)
    .leftJoin(...withMedia)
    .where(and(...conditions))
    .orderBy(desc(messages.id))
    .limit(MESSAGE_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGE_PAGE_SIZE).reverse();
  return {
    messages: page.map((row) => toMessage(row, viewerProfileId)),
    older_cursor: rows.length > MESSAGE_PAGE_SIZE ? (page[0]?.id ?? null) : null,
    history_limited: edge.length > 1,
  };
}

/** GET /api/messages.php: a page of one of the member's conversations; any other is 404. */
export async function listMessages(
  db: Db,
  viewerProfileId: number,
  conversationId: number,
  historyLimit: number,
  before?: number,
): Promise<MessagesPage> {
  if (!(await participantOf(db, conversationId, viewerProfileId))) throw notFound('Conversation not found');
  return loadMessagesPage(db, conversationId, viewerProfileId, historyLimit, before);
}

/**
 * The other member as the conversation shows them: the lists' summary while they are around; once
 * they left (deleted, waiting for deletion, switched off, blocked either way) their name and age
 * only — no photo, never online — so the history keeps a face without telling anything new.
 */
async function partnerSummary(db: Db, id: number, left: boolean): Promise<ProfileSummary | null> {
  const listed = left ? undefined : (await loadProfileSummaries(db, [id])).get(id);
  if (listed) return listed;
  const [row] = await db
    .select({
      name: profiles.name,
      dateOfBirth: profiles.dateOfBirth,
      gender: profiles.gender,
      country: profiles.country,
      city: profiles.city,
      fictional: profiles.fictional,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  if (!row) return null;
  const { dateOfBirth, ...rest } = row;
  return { id, ...rest, age: ageOn(dateOfBirth), main_image: null, online: false };
}

/** The newest message of `viewer` that the other side has read (0 = none): read receipts. */
async function readUpTo(db: Db, conversationId: number, viewerProfileId: number, otherLastRead: number): Promise<number> {
  if (otherLastRead === 0) return 0;
  const [row] = await db
    .select({ id: max(messages.id) })
    .from(messages)
    .where(
      and(eq(messages.conversationId, conversationId), eq(messages.senderProfileId, viewerProfileId), lte(messages.id, otherLastRead)),
    );
  return Number(row?.id ?? 0);
}

export type ConversationTarget = { conversation: number } | { profile: number };

/** Whether the conversation has a message the member may see: any delivered one, or one of their own held for review. */
async function holdsMessageFor(db: Db, conversationId: number, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), or(eq(messages.heldForReview, false), eq(messages.senderProfileId, profileId))))
    .limit(1);
  return row !== undefined;
}

/**
 * GET /api/conversation.php: one of the member's conversations, by its id or by the other member's
 * profile. By id, a conversation the member takes no part in is 404, as one that does not exist. By
 * profile, the pair's conversation when there is one (also one the member removed from their list,
 * or whose partner left); otherwise `conversation: null` with no messages when the profile may be
 * contacted, and 404 when it cannot be seen at all.
 */
export async function openConversation(
  db: Db,
  viewer: Sender,
  settings: ChatSettings,
  target: ConversationTarget,
): Promise<ConversationResponse> {
  const me = viewer.profileId;
  let conversationId: number | null;
  if ('conversation' in target) {
    conversationId = (await participantOf(db, target.conversation, me)) ? target.conversation : null;
    if (conversationId === null) throw notFound('Conversation not found');
  } else {
    if (target.profile === me) throw notFound('Profile not found');
    conversationId = await findConversationBetween(db, me, target.profile);
    // A conversation holding nothing the viewer may see (only the other side's chat photo waiting for review) is
    // not theirs yet: it answers as none, so nothing tells them of it.
    if (conversationId !== null && !(await holdsMessageFor(db, conversationId, me))) conversationId = null;
  }

  if (conversationId === null) {
    const profile = 'profile' in target ? target.profile : 0;
    if (!(await findProfileTarget(db, me, profile))) throw notFound('Profile not found');
    const [summary, sendState, allowance] = await Promise.all([
      partnerSummary(db, profile, false),
      sendStateFor(db, viewer, profile),
      loadChatAllowance(db, viewer, settings),
    ]);
    if (!summary) throw notFound('Profile not found');
    return {
      conversation: null,
      messages: [],
      older_cursor: null,
      history_limited: false,
      profile: summary,
      send_state: sendState,
      read_up_to: 0,
      allowance,
    };
  }

  const [other] = await db
    .select({ profileId: conversationParticipants.profileId, lastRead: conversationParticipants.lastReadMessageId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), ne(conversationParticipants.profileId, me)))
    .orderBy(asc(conversationParticipants.profileId))
    .limit(1);
  // The partner's account was erased: nothing of them is left to show.
  if (!other) throw notFound('Conversation not found');
  const sendState = await sendStateFor(db, viewer, other.profileId);
  const otherUser = (await usersOfProfiles(db, [other.profileId])).get(other.profileId);
  // Read receipts flow only while both members send them (a fictional profile's always do).
  const receipts = await readReceiptsBetween(db, otherUser === undefined ? [viewer.userId] : [viewer.userId, otherUser]);
  const [summary, page, readUpToId, allowance] = await Promise.all([
    partnerSummary(db, other.profileId, sendState === 'partner_left'),
    loadMessagesPage(db, conversationId, me, settings.chat_history_limit),
    receipts ? readUpTo(db, conversationId, me, other.lastRead) : 0,
    loadChatAllowance(db, viewer, settings),
  ]);
  if (!summary) throw notFound('Conversation not found');
  return { ...page, conversation: conversationId, profile: summary, send_state: sendState, read_up_to: readUpToId, allowance };
}
