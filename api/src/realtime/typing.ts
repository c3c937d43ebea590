import { and, eq, ne } from 'drizzle-orm';
import type { Viewer } from '../auth/sessions';
import { loadSender } from '../conversations/chat-allowance';
import { participantOf } from '../conversations/conversation-pair';
import { sendTargetFor } from '../conversations/send-state';
import type { Db } from '../db/database';
import { conversationParticipants, messages } from '../db/schema';

/**
 * Whom a member's typing in a conversation is shown to: the other participant's member, when the
 * viewer takes part and may write to them now (the send's own rule); `persona` for a fictional profile
 * (the operator answering it sees it in the staff console); null otherwise (nobody, a partner who left
 * or blocked, a conversation the other side does not have yet).
 */
export async function typingRecipient(db: Db, viewer: Viewer, conversationId: number): Promise<number | 'persona' | null> {
  if (!(await participantOf(db, conversationId, viewer.profileId))) return null;
  // A conversation holding nothing but a chat photo waiting for review is not the other side's yet: typing
  // there would tell them of it.
  const [delivered] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.heldForReview, false)))
    .limit(1);
  if (!delivered) return null;
  const [other] = await db
    .select({ profileId: conversationParticipants.profileId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), ne(conversationParticipants.profileId, viewer.profileId)))
    .limit(1);
  if (!other) return null;
  const sender = await loadSender(db, viewer.userId);
  const target = await sendTargetFor(db, sender, other.profileId);
  if (target.state !== 'open') return null;
  return target.partnerUserId ?? 'persona';
}
