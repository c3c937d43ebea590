import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatsResponse } from '@dating/shared/contracts/index';
import type { Db, DbOrTx } from '../db/database';
import { conversationParticipants, conversations, messages, profiles } from '../db/schema';
import { notBlockedWith } from '../members/blocks';
import { openToContacts } from '../members/member-profile';
import { loadProfileSummaries } from '../members/profile-summaries';

/**
 * The conversations of the member's chat list: those they have not removed, whose partner is
 * neither deleted nor waiting for deletion, nor switched off, nor blocked either way. Those with an
 * invisible or not yet activated member stay, and their profile opens for the member
 * (`openToContacts`, members/member-profile.ts). The list and the unread total both count these.
 */
function listedConversations(db: Db, viewerProfileId: number) {
  const me = alias(conversationParticipants, 'me');
  const other = alias(conversationParticipants, 'other');
  return db
    .select({
      conversationId: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      otherProfileId: other.profileId,
    })
    .from(me)
    .innerJoin(conversations, eq(conversations.id, me.conversationId))
    .innerJoin(other, and(eq(other.conversationId, me.conversationId), ne(other.profileId, me.profileId)))
    .innerJoin(profiles, eq(profiles.id, other.profileId))
    .where(
      and(
        eq(me.profileId, viewerProfileId),
        isNull(me.deletedAt),
        isNull(profiles.deletedAt),
        isNull(profiles.deletionRequestedAt),
        openToContacts(),
        notBlockedWith(viewerProfileId, other.profileId),
      ),
    )
    .$dynamic();
}

/** Unread messages per listed conversation: the other side's (and system) messages after what the member read. */
async function unreadCounts(db: Db, viewerProfileId: number, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const me = alias(conversationParticipants, 'me');
  const rows = await db
    .select({ conversationId: messages.conversationId, unread: count() })
    .from(messages)
    .innerJoin(me, and(eq(me.conversationId, messages.conversationId), eq(me.profileId, viewerProfileId)))
    .where(
      and(
        inArray(messages.conversationId, [...ids]),
        gt(messages.id, me.lastReadMessageId),
        or(isNull(messages.senderProfileId), ne(messages.senderProfileId, viewerProfileId)),
      ),
    )
    .groupBy(messages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.unread]));
}

/** The unread total of the chat list (the nav badge): the same conversations and counts as loadChatList. */
async function totalUnread(db: Db, viewerProfileId: number): Promise<number> {
  const rows = await listedConversations(db, viewerProfileId);
  const unread = await unreadCounts(
    db,
    viewerProfileId,
    rows.map((row) => row.conversationId),
  );
  return [...unread.values()].reduce((sum, n) => sum + n, 0);
}

/**
 * The member's chat list (GET /api/chats.php): the listed conversations (above), newest activity
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
        sender: messages.senderProfileId,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(inArray(messages.conversationId, ids))
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
          }
        : null,
      updated_at: row.lastMessageAt.toISOString(),
    });
  }
  return { chats, total_unread: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) };
}

/** Removes a conversation from the member's own list. False when it is not theirs (or already removed). */
export async function removeConversation(db: Db, viewerProfileId: number, conversationId: number): Promise<boolean> {
  const updated = await db
    .update(conversationParticipants)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.profileId, viewerProfileId),
        isNull(conversationParticipants.deletedAt),
      ),
    )
    .returning({ id: conversationParticipants.conversationId });
  return updated.length > 0;
}

/**
 * Removes every conversation of the member with `otherProfileId` from the member's own list (the
 * other side keeps theirs). Blocking does it too. Nothing to remove is fine.
 */
export async function removeConversationsWith(db: DbOrTx, viewerProfileId: number, otherProfileId: number): Promise<void> {
  const theirs = db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.profileId, otherProfileId));
  await db
    .update(conversationParticipants)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(conversationParticipants.profileId, viewerProfileId),
        isNull(conversationParticipants.deletedAt),
        inArray(conversationParticipants.conversationId, theirs),
      ),
    );
}

/**
 * POST /api/chat-read.php: the member has read their conversation up to `upTo` — capped at the
 * conversation's newest message, never moving backwards. Answers the new unread total, or null when
 * the member takes no part in the conversation.
 */
export async function markRead(db: Db, viewerProfileId: number, conversationId: number, upTo: number): Promise<number | null> {
  const newest = db
    .select({ id: sql`coalesce(max(${messages.id}), 0)` })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  const updated = await db
    .update(conversationParticipants)
    .set({ lastReadMessageId: sql`GREATEST(${conversationParticipants.lastReadMessageId}, LEAST(${upTo}::bigint, (${newest})))` })
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.profileId, viewerProfileId)))
    .returning({ id: conversationParticipants.conversationId });
  if (updated.length === 0) return null;
  return totalUnread(db, viewerProfileId);
}
