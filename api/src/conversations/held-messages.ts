import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { followRenumberedMessage } from '../credits/ledger';
import { chatMedia, conversationParticipants, conversations, messages, profiles } from '../db/schema';
import { findProfileTarget } from '../members/member-profile';
import { recordEvents, type EventEntry } from '../realtime/member-events';
import { MESSAGE_COLUMNS, toMessage, withMedia } from './conversation-view';
import { deliverToMember } from './message-delivery';
import { memberCounters } from './member-counters';

/**
 * A photo message sent under the site's chat pre-moderation (docs/chat-media.md "Held for review"): stored
 * and charged at once, but its sender's only until a moderator approves the picture; then it is delivered
 * as a new message, through the send's own path; a rejection leaves it held for good (the credits back).
 */

/**
 * The held send's part of the list rows: the sender's side only — back in their list, their own message
 * read. The recipient's side does not move; a conversation this message opened stays out of their list
 * (removed on their side) until the delivery brings it in.
 */
export async function holdFromRecipient(
  tx: Tx,
  input: { conversationId: number; sender: number; recipient: number; messageId: number; startedNow: boolean; now: Date },
): Promise<void> {
  await tx
    .update(conversationParticipants)
    .set({ deletedAt: null, lastReadMessageId: sql`GREATEST(${conversationParticipants.lastReadMessageId}, ${input.messageId})` })
    .where(and(eq(conversationParticipants.conversationId, input.conversationId), eq(conversationParticipants.profileId, input.sender)));
  if (input.startedNow) {
    await tx
      .update(conversationParticipants)
      .set({ deletedAt: input.now })
      .where(
        and(eq(conversationParticipants.conversationId, input.conversationId), eq(conversationParticipants.profileId, input.recipient)),
      );
  }
}

/** What a delivery or a review sets off after the commit: the members to wake, the persona inbox to refresh. */
export interface HeldOutcome {
  woken: number[];
  /** The conversation, when the message went to a fictional profile (its operators' inbox changed). */
  personaConversation: number | null;
}

const NOTHING: HeldOutcome = { woken: [], personaConversation: null };

/**
 * Delivers the held message of an approved chat photo, in the approval's transaction, exactly once: the row
 * is taken FOR UPDATE while still held (a second approval, or a retry, finds nothing to deliver; the
 * review's own lock on the picture already makes the second one a conflict).
 *
 * It takes its place at the time of delivery, with a new id from the messages' sequence: for the recipient it
 * is a new message — after everything they read, so it is unread, mailed and pushed by the rules of every
 * send — and the read marks, pages and cursors, which all go by id, stay true. Its ledger row (the debit,
 * keyed by the first id) and its picture follow it to the new id; its client_id stays, so the sender's
 * bubble moves to the end instead of doubling.
 */
export async function deliverHeldMessage(tx: Tx, input: { messageId: number; now: Date; mailDelaySeconds: number }): Promise<HeldOutcome> {
  const [held] = await tx
    .select({ id: messages.id, conversationId: messages.conversationId, sender: messages.senderProfileId, mediaId: messages.mediaId })
    .from(messages)
    .where(and(eq(messages.id, input.messageId), eq(messages.heldForReview, true)))
    .for('update');
  if (!held || held.sender === null) return NOTHING;
  const { conversationId: conversation, sender } = held;
  const [other] = await tx
    .select({ profileId: conversationParticipants.profileId, userId: profiles.userId })
    .from(conversationParticipants)
    .innerJoin(profiles, eq(profiles.id, conversationParticipants.profileId))
    .where(and(eq(conversationParticipants.conversationId, conversation), ne(conversationParticipants.profileId, sender)))
    .limit(1);
  if (!other) return NOTHING;
  // A sender gone meanwhile (deleted, suspended, banned) or separated by a block has nothing delivered: the
  // approval leaves the message held, as their send would be refused now.
  if ((await findProfileTarget(tx, other.profileId, sender)) === null) return NOTHING;
  // A recipient gone meanwhile (deleted, switched off) is told nothing and gets nothing in their list, as a
  // send to them would be refused; the message is the conversation's all the same (its sender's bubble
  // stops waiting).
  const reachable = (await findProfileTarget(tx, sender, other.profileId)) !== null;

  const id = await followRenumberedMessage(tx, held.id, async () => {
    const [moved] = await tx
      .update(messages)
      .set({ id: sql`nextval(pg_get_serial_sequence('messages', 'id'))`, heldForReview: false, createdAt: input.now })
      .where(eq(messages.id, held.id))
      .returning({ id: messages.id });
    if (!moved) throw new Error('deliverHeldMessage: the locked message vanished');
    return moved.id;
  });
  if (held.mediaId !== null) await tx.update(chatMedia).set({ messageId: id }).where(eq(chatMedia.id, held.mediaId));

  // From here on as a send: the conversation moves to the top of the lists and comes back for a side that
  // removed it (or never had it: the message opened it); the sender has read their own.
  await tx.update(conversations).set({ lastMessageAt: input.now }).where(eq(conversations.id, conversation));
  await tx
    .update(conversationParticipants)
    .set({
      deletedAt: null,
      lastReadMessageId: sql`CASE WHEN ${conversationParticipants.profileId} = ${sender} THEN GREATEST(${conversationParticipants.lastReadMessageId}, ${id}) ELSE ${conversationParticipants.lastReadMessageId} END`,
    })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversation),
        reachable ? undefined : eq(conversationParticipants.profileId, sender),
      ),
    );

  const [message] = await tx
    .select(MESSAGE_COLUMNS)
    .from(messages)
    .leftJoin(...withMedia)
    .where(eq(messages.id, id));
  const [senderRow] = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, sender));
  if (!message) return NOTHING;

  const entries: EventEntry[] = [];
  if (senderRow?.userId != null) {
    entries.push({
      userId: senderRow.userId,
      event: { kind: 'message', conversation, profile: other.profileId, message: toMessage(message, sender) },
    });
  }
  if (other.userId !== null && reachable) {
    // The first message the recipient gets in this conversation opens it for them (the push's kind).
    const [earlier] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, conversation), ne(messages.id, id), eq(messages.heldForReview, false)))
      .limit(1);
    entries.push(
      ...(await deliverToMember(tx, {
        recipient: { userId: other.userId, profileId: other.profileId },
        senderProfileId: sender,
        conversationId: conversation,
        message,
        startedNow: !earlier,
        now: input.now,
        mailDelaySeconds: input.mailDelaySeconds,
      })),
    );
  }
  return { woken: await recordEvents(tx, entries), personaConversation: other.userId === null && reachable ? conversation : null };
}

/**
 * Tells the sender's tabs that a moderator removed the picture of their photo message (the bubble says so;
 * the credits given back under pre-moderation show in the counters). The other member is not told live:
 * under pre-moderation they never had it, under post-moderation their bubble says "removed" when the
 * conversation is next loaded (the picture is refused at once).
 */
export async function tellSenderRemoved(tx: Tx, input: { chatMediaId: number }): Promise<HeldOutcome> {
  const [message] = await tx
    .select({ ...MESSAGE_COLUMNS, conversationId: messages.conversationId })
    .from(messages)
    .leftJoin(...withMedia)
    .where(eq(messages.mediaId, input.chatMediaId));
  if (!message || message.senderProfileId === null) return NOTHING;
  const sender = message.senderProfileId;
  const [senderRow] = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, sender));
  const [other] = await tx
    .select({ profileId: conversationParticipants.profileId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, message.conversationId), ne(conversationParticipants.profileId, sender)))
    .limit(1);
  const userId = senderRow?.userId;
  if (userId == null || !other) return NOTHING;
  const woken = await recordEvents(tx, [
    {
      userId,
      event: { kind: 'message', conversation: message.conversationId, profile: other.profileId, message: toMessage(message, sender) },
    },
    { userId, event: () => memberCounters(tx, { userId, profileId: sender }) },
  ]);
  return { woken, personaConversation: null };
}
