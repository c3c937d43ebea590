import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ChatsResponse } from '@dating/shared/contracts/index';
import type { Db, Tx } from '../db/database';
import { chatMedia, conversationParticipants, conversations, messages } from '../db/schema';
import { loadProfileSummaries } from '../members/profile-summaries';
import type { EventPublisher } from '../realtime/broker';
import { recordEvents, usersOfProfiles, type EventEntry } from '../realtime/member-events';
import { readReceiptsBetween } from '../realtime/read-receipts';
import { memberCounters } from './member-counters';
import { visibleTo } from './conversation-view';
import { listedConversations, totalUnread, unreadCounts } from './unread-total';

/**
 * The member's chat list (GET /api/chats.php): the listed conversations (unread-total.ts), newest activity
 * first, with the other profile, unread count and last message.
 */
export async function loadChatList(db: Db, viewerProfileId: number): Promise<ChatsResponse> {
  const rows = await listedConversations(db, viewerProfileId).orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  if (rows.length === 0) return { chats: [], total_unread: 0 };

  const ids = rows.map((row) => row.conversationId);
  const [lastMessages, unreadBy, summaries] = await Promise.all([
    db
      .selectDistinctOn([messages.conversationId], {
        conversationId: messages.conversationId,
        type: messages.type,
        body: messages.body,
        giftSlug: messages.giftSlug,
        mediaKind: chatMedia.kind,
        sender: messages.senderProfileId,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .leftJoin(chatMedia, eq(chatMedia.id, messages.mediaId))
      .where(and(inArray(messages.conversationId, ids), visibleTo(viewerProfileId)))
      .orderBy(messages.conversationId, desc(messages.id)),
    unreadCounts(db, viewerProfileId, ids),
    loadProfileSummaries(
      db,
      rows.map((row) => row.otherProfileId),
    ),
  ]);
  const lastBy = new Map(lastMessages.map((m) => [m.conversationId, m]));

  const chats: ChatsResponse['chats'] = [];
  for (const row of rows) {
    const profile = summaries.get(row.otherProfileId);
    if (!profile) continue;
    const last = lastBy.get(row.conversationId);
    chats.push({
      conversation: row.conversationId,
      profile,
      num_unread_messages: unreadBy.get(row.conversationId) ?? 0,
      last_message: last
        ? {
            type: last.type,
            // Photo and gift messages carry no text of their own; the client labels them.
            text: last.type === 'text' || last.type === 'system' ? last.body : '',
            from_me: last.sender === viewerProfileId,
            created_at: last.createdAt.toISOString(),
            gift: last.type === 'gift' && last.giftSlug ? { slug: last.giftSlug } : null,
            photo: last.type === 'photo' ? { animated: last.mediaKind === 'gif' } : null,
          }
        : null,
      updated_at: row.lastMessageAt.toISOString(),
    });
  }
  return { chats, total_unread: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) };
}

/** The member acting on their own list: events go to their user, rows are keyed by their profile. */
export interface ListMember {
  userId: number;
  profileId: number;
}

/** Records `conversation_deleted` for each removed conversation and the member's counters (realtime). */
function deletedEvents(member: ListMember, tx: Tx, removed: readonly number[]): EventEntry[] {
  if (removed.length === 0) return [];
  return [
    ...removed.map((conversation) => ({ userId: member.userId, event: { kind: 'conversation_deleted' as const, conversation } })),
    { userId: member.userId, event: () => memberCounters(tx, member) },
  ];
}

/**
 * Removes a conversation from the member's own list. False when it is not theirs (or already
 * removed). Their other tabs hear of it through the realtime channel after the commit.
 */
export async function removeConversation(db: Db, member: ListMember, conversationId: number, events?: EventPublisher): Promise<boolean> {
  const woken = await db.transaction(async (tx) => {
    const updated = await tx
      .update(conversationParticipants)
      .set({ deletedAt: new Date() })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.profileId, member.profileId),
          isNull(conversationParticipants.deletedAt),
        ),
      )
      .returning({ id: conversationParticipants.conversationId });
    if (updated.length === 0) return null;
    return recordEvents(tx, deletedEvents(member, tx, [conversationId]));
  });
  if (woken === null) return false;
  events?.publish(woken);
  return true;
}

/**
 * Removes every conversation of the member with `otherProfileId` from the member's own list (the
 * other side keeps theirs). Blocking does it too. Nothing to remove is fine.
 */
export async function removeConversationsWith(db: Db, member: ListMember, otherProfileId: number, events?: EventPublisher): Promise<void> {
  const woken = await db.transaction(async (tx) => {
    const theirs = tx
      .select({ id: conversationParticipants.conversationId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.profileId, otherProfileId));
    const removed = await tx
      .update(conversationParticipants)
      .set({ deletedAt: new Date() })
      .where(
        and(
          eq(conversationParticipants.profileId, member.profileId),
          isNull(conversationParticipants.deletedAt),
          inArray(conversationParticipants.conversationId, theirs),
        ),
      )
      .returning({ id: conversationParticipants.conversationId });
    return recordEvents(
      tx,
      deletedEvents(
        member,
        tx,
        removed.map((row) => row.id),
      ),
    );
  });
  events?.publish(woken);
}

/**
 * POST /api/chat-read.php: the member has read their conversation up to `upTo` — capped at the
 * conversation's newest message, never moving backwards. Answers the new unread total, or null when
 * the member takes no part in the conversation. When the mark moved: `self_read` and counters for
 * the member's other tabs, and `read` for the other side when both send read receipts.
 */
export async function markRead(
  db: Db,
  member: ListMember,
  conversationId: number,
  upTo: number,
  events?: EventPublisher,
): Promise<number | null> {
  const outcome = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ lastRead: conversationParticipants.lastReadMessageId })
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.profileId, member.profileId)))
      .for('update');
    if (!before) return null;
    const newest = tx
      .select({ id: sql`coalesce(max(${messages.id}), 0)` })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    const [after] = await tx
      .update(conversationParticipants)
      .set({ lastReadMessageId: sql`GREATEST(${conversationParticipants.lastReadMessageId}, LEAST(${upTo}::bigint, (${newest})))` })
      .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.profileId, member.profileId)))
      .returning({ lastRead: conversationParticipants.lastReadMessageId });
    if (!after) return null;
    if (after.lastRead === before.lastRead) return { woken: [], total: await totalUnread(tx, member.profileId) };

    const entries: EventEntry[] = [
      { userId: member.userId, event: { kind: 'self_read', conversation: conversationId, up_to: after.lastRead } },
      { userId: member.userId, event: () => memberCounters(tx, member) },
    ];
    const [other] = await tx
      .select({ profileId: conversationParticipants.profileId })
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, conversationId), ne(conversationParticipants.profileId, member.profileId)))
      .limit(1);
    const otherUser = other ? (await usersOfProfiles(tx, [other.profileId])).get(other.profileId) : undefined;
    if (otherUser !== undefined && (await readReceiptsBetween(tx, [member.userId, otherUser]))) {
      entries.push({ userId: otherUser, event: { kind: 'read', conversation: conversationId, up_to: after.lastRead } });
    }
    const woken = await recordEvents(tx, entries);
    return { woken, total: await totalUnread(tx, member.profileId) };
  });
  if (outcome === null) return null;
  events?.publish(outcome.woken);
  return outcome.total;
}
