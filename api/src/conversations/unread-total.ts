import { and, count, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';
import { conversationParticipants, conversations, messages, profiles } from '../db/schema';
import { notBlockedWith } from '../members/blocks';
import { openToContacts } from '../members/member-profile';

/**
 * The conversations of the member's chat list: those they have not removed, whose partner is
 * neither deleted nor waiting for deletion, nor switched off, nor blocked either way. Those with an
 * invisible or not yet activated member stay, and their profile opens for the member
 * (`openToContacts`, members/member-profile.ts). The list and the unread total both count these.
 */
export function listedConversations(db: DbOrTx, viewerProfileId: number) {
  const me = alias(conversationParticipants, 'me');
  const other = alias(conversationParticipants, 'other');
  return db
    .select({
      conversationId: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      otherProfileId: other.profileId,
      lastReadMessageId: me.lastReadMessageId,
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

/** Unread messages per listed conversation: the other side's (and system) messages after what the member read, none held for review. */
export async function unreadCounts(db: DbOrTx, viewerProfileId: number, ids: readonly number[]): Promise<Map<number, number>> {
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
        // A message held back for review is not the member's yet (it counts once delivered).
        eq(messages.heldForReview, false),
      ),
    )
    .groupBy(messages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.unread]));
}

/**
 * The unread total of the chat list (the nav badge) as one query — the same conversations and counts
 * as loadChatList — to await, or to embed as a scalar subquery (member-counters.ts).
 */
export function totalUnreadQuery(db: DbOrTx, viewerProfileId: number) {
  const listed = listedConversations(db, viewerProfileId).as('listed');
  return db
    .select({ n: count() })
    .from(messages)
    .innerJoin(listed, and(eq(messages.conversationId, listed.conversationId), gt(messages.id, listed.lastReadMessageId)))
    .where(and(or(isNull(messages.senderProfileId), ne(messages.senderProfileId, viewerProfileId)), eq(messages.heldForReview, false)));
}

export async function totalUnread(db: DbOrTx, viewerProfileId: number): Promise<number> {
  const [row] = await totalUnreadQuery(db, viewerProfileId);
  return row?.n ?? 0;
}
