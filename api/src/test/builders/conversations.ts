import { conversationParticipants, conversations, messages } from '../../db/schema';
import type { TestContext } from '../test-app';

export interface ConversationOptions {
  /** The profile that started it (wrote first), and the other side. */
  starter: number;
  other: number;
  /** Profiles that removed it from their list (their participant row carries deletedAt). */
  removedBy?: number[];
  /** Messages written directly, oldest first. */
  messages?: { from: number; body: string }[];
}

/**
 * A conversation between two profiles written straight into the tables, for tests about what depends
 * on one existing (contacts, erasure). Tests of sending itself go through the api (chat-test-kit.ts).
 */
export async function conversation(ctx: TestContext, options: ConversationOptions): Promise<number> {
  const db = ctx.database.db;
  const removed = new Set(options.removedBy ?? []);
  const [row] = await db.insert(conversations).values({ startedByProfileId: options.starter }).returning({ id: conversations.id });
  const id = row!.id;
  await db.insert(conversationParticipants).values(
    [options.starter, options.other].map((profileId) => ({
      conversationId: id,
      profileId,
      ...(removed.has(profileId) ? { deletedAt: new Date() } : {}),
    })),
  );
  if (options.messages?.length) {
    await db
      .insert(messages)
      .values(options.messages.map((message) => ({ conversationId: id, senderProfileId: message.from, body: message.body })));
  }
  return id;
}
