import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { conversationParticipants, conversations } from '../db/schema';

/**
 * One conversation per pair of profiles. `conversations.pair_key` ("<smaller id>:<larger id>") is
 * unique, so two members sending each other a first message at the same instant end in one
 * conversation: the second insert meets the first (PostgreSQL waits for the first transaction, then
 * does nothing) and joins it. Signup's first message, the send and the seed all create conversations
 * here.
 */

/** The pair's key, the same whichever side asks. */
function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** The conversation of the two profiles, or null when they have none. */
export async function findConversationBetween(db: DbOrTx, a: number, b: number): Promise<number | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.pairKey, pairKey(a, b)));
  return row?.id ?? null;
}

/**
 * The conversation between `starter` and `other`, created when there is none (then `starter`
 * started it, and `created` is true). Race-safe (see above): when the other side created it a moment
 * earlier, this answers theirs with `created` false.
 */
export async function openConversationBetween(
  tx: Tx,
  pair: { starter: number; other: number; at: Date },
): Promise<{ id: number; created: boolean }> {
  const key = pairKey(pair.starter, pair.other);
  const [created] = await tx
    .insert(conversations)
    .values({ startedByProfileId: pair.starter, pairKey: key, createdAt: pair.at, lastMessageAt: pair.at })
    .onConflictDoNothing({ target: conversations.pairKey })
    .returning({ id: conversations.id });
  if (created) {
    await tx.insert(conversationParticipants).values([
      { conversationId: created.id, profileId: pair.starter, createdAt: pair.at },
      { conversationId: created.id, profileId: pair.other, createdAt: pair.at },
    ]);
    return { id: created.id, created: true };
  }
  const id = await findConversationBetween(tx, pair.starter, pair.other);
  if (id === null) throw new Error(`conversation ${key} conflicted but cannot be found`);
  return { id, created: false };
}

/**
 * Conversations the member started (wrote the first message of): what the free members' limit
 * counts. A conversation the member removed from their list still counts: deleting never frees a slot.
 */
export async function countStartedConversations(db: DbOrTx, profileId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(conversations).where(eq(conversations.startedByProfileId, profileId));
  return row?.n ?? 0;
}

/** The member's side of a conversation, or undefined when they take no part in it. */
export async function participantOf(db: DbOrTx, conversationId: number, profileId: number) {
  const [row] = await db
    .select({ lastReadMessageId: conversationParticipants.lastReadMessageId, deletedAt: conversationParticipants.deletedAt })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.profileId, profileId)));
  return row;
}
