import { and, count, desc, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatsResponse } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { conversationParticipants, conversations, messages, profiles } from '../db/schema';
import { notBlockedWith } from '../members/blocks';
import { openToContacts } from '../members/member-profile';
import { loadProfileSummaries } from '../members/profile-summaries';

/**
 * The member's chat list (GET /api/chats.php): conversations they have not removed, newest activity
 * first, with the other profile, unread count and last message. Conversations with a deleted,
 * switched-off or blocked (either way) profile are left out; those with an invisible or not yet
 * activated member stay, and their profile opens for the member (`openToContacts`,
 * members/member-profile.ts).
 */
export async function loadChatList(db: Db, viewerProfileId: number): Promise<ChatsResponse> {
  const me = alias(conversationParticipants, 'me');
  const other = alias(conversationParticipants, 'other');
  const rows = await db
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
        openToContacts(),
        notBlockedWith(viewerProfileId, other.profileId),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  if (rows.length === 0) return { chats: [], total_unread: 0 };

  const ids = rows.map((row) => row.conversationId);
  const [lastMessages, unreadRows, summaries] = await Promise.all([
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
    db
      .select({ conversationId: messages.conversationId, unread: count() })
      .from(messages)
      .innerJoin(me, and(eq(me.conversationId, messages.conversationId), eq(me.profileId, viewerProfileId)))
      .where(
        and(
          inArray(messages.conversationId, ids),
          gt(messages.id, me.lastReadMessageId),
          or(isNull(messages.senderProfileId), ne(messages.senderProfileId, viewerProfileId)),
        ),
      )
      .groupBy(messages.conversationId),
    loadProfileSummaries(
      db,
      rows.map((row) => row.otherProfileId),
    ),
  ]);
  const lastBy = new Map(lastMessages.map((m) => [m.conversationId, m]));
  const unreadBy = new Map(unreadRows.map((u) => [u.conversationId, u.unread]));

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
