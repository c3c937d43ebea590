import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SendMessageRequest, SendMessageResponse } from '@dating/shared/contracts/index';
import { debit, lockAccount, NotEnoughCreditsError, useFreeMessage } from '../credits/ledger';
import type { Db } from '../db/database';
import { conversationParticipants, conversations, messages } from '../db/schema';
import { ApiError, notFound, validationFailed } from '../http/errors';
import type { EventPublisher } from '../realtime/broker';
import { recordEvents, type EventEntry } from '../realtime/member-events';
import { chatAllowance, freeMessagesLeft, FREE_CONVERSATION_LIMIT, loadSender, type ChatSettings } from './chat-allowance';
import { countStartedConversations, findConversationBetween, openConversationBetween } from './conversation-pair';
import { MESSAGE_COLUMNS, toMessage } from './conversation-view';
import { memberCounters } from './member-counters';
import { sendTargetFor } from './send-state';

/** Refusals of a send; each leaves nothing stored and nothing charged. */
const notEnoughCredits = () =>
  new ApiError(402, 'not_enough_credits', 'You do not have enough credits to send this message. Buy credits to continue.');
const premiumOnly = () =>
  new ApiError(403, 'premium_only', 'Free members can start 2 conversations. Become a premium member to start more.');
const replyNotAllowed = () =>
  new ApiError(403, 'reply_not_allowed', 'This member has not confirmed their e-mail address yet; you can reply once they have.');

/** The text as stored: trimmed, non-empty, at most `message_length` characters (code points). */
function messageText(text: string, settings: ChatSettings): string {
  const trimmed = text.trim();
  if (trimmed.length === 0) throw validationFailed('text', 'text: write a message');
  // Counted in code points (an emoji is one character), as the message footer counts.
  if (trimmed.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length > settings.message_length) {
    throw validationFailed('text', `text: at most ${settings.message_length} characters`);
  }
  return trimmed;
}

/**
 * POST /api/message.php: one text message from the member to a profile, exactly once per
 * (sender, client_id), in ONE transaction (docs/chat-and-credits.md):
 *
 * 1. the sender's credit account row is locked FOR UPDATE: the member's sends run one after
 *    another, so the started-conversation count, free messages and balance read below stay true
 *    until the commit, on PGlite and on PostgreSQL with many api processes alike;
 * 2. a message of this sender with this client_id already exists → it is answered again, nothing
 *    is charged (a retry, or a concurrent double submit that waited for the lock);
 * 3. the recipient must be contactable (404 otherwise) and answerable (reply_not_allowed);
 * 4. the pair's conversation is found, or created (a free member's third → premium_only);
 * 5. the cost: a free message while any is left (free members), else `message_credits` through
 *    the ledger, keyed `message:<message id>` (short → not_enough_credits);
 * 6. the message is written, the conversation moves to the top of both lists and comes back for a
 *    side that removed it, and the sender has read up to their own message.
 *
 * A refusal throws, so the transaction rolls back whatever it had begun: nothing is stored or
 * charged. The answer carries the allowance after the send (the footer and the credits badge).
 */
export async function sendMessage(
  db: Db,
  input: { userId: number; settings: ChatSettings; request: SendMessageRequest; now?: Date; events?: EventPublisher },
): Promise<SendMessageResponse> {
  const { settings, request } = input;
  const text = messageText(request.text, settings);
  try {
    const { response, woken } = await sendInTransaction(db, { ...input, text });
    // After the commit, never before: a rolled-back send wakes nobody.
    input.events?.publish(woken);
    return response;
  } catch (error) {
    // The balance was checked under the lock, so the ledger's own refusal is a second line of defence.
    if (error instanceof NotEnoughCreditsError) throw notEnoughCredits();
    throw error;
  }
}

function sendInTransaction(
  db: Db,
  input: { userId: number; settings: ChatSettings; request: SendMessageRequest; now?: Date; text: string },
): Promise<{ response: SendMessageResponse; woken: number[] }> {
  const { settings, request, text } = input;
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, input.userId);
    const sender = await loadSender(tx, input.userId);
    const me = sender.profileId;

    const [earlier] = await tx
      .select({ ...MESSAGE_COLUMNS, conversationId: messages.conversationId })
      .from(messages)
      .where(and(eq(messages.senderProfileId, me), eq(messages.clientId, request.client_id)));
    if (earlier) {
      const started = sender.premium ? 0 : await countStartedConversations(tx, me);
      // A retry: its events were recorded with the first send.
      return {
        response: {
          conversation: earlier.conversationId,
          message: toMessage(earlier, me),
          allowance: chatAllowance(sender, account, started, settings),
        },
        woken: [],
      };
    }

    const { state, partnerUserId: recipient } = await sendTargetFor(tx, sender, request.profile);
    if (state === 'partner_left') throw notFound('Profile not found');
    if (state === 'reply_not_allowed') throw replyNotAllowed();

    let conversationId = await findConversationBetween(tx, me, request.profile);
    let started = sender.premium ? 0 : await countStartedConversations(tx, me);
    if (conversationId === null && !sender.premium && started >= FREE_CONVERSATION_LIMIT) throw premiumOnly();

    const free = freeMessagesLeft(sender, account, settings) > 0;
    const cost = free ? 0 : settings.message_credits;
    if (cost > account.balance) throw notEnoughCredits();

    const now = input.now ?? new Date();
    if (conversationId === null) {
      const opened = await openConversationBetween(tx, { starter: me, other: request.profile, at: now });
      conversationId = opened.id;
      if (opened.created) started += 1;
    }

    const [message] = await tx
      .insert(messages)
      .values({
        conversationId,
        senderProfileId: me,
        type: 'text',
        body: text,
        clientId: request.client_id,
        creditsCost: cost,
        createdAt: now,
      })
      .returning(MESSAGE_COLUMNS);
    if (!message) throw new Error('send: message insert returned nothing');

    let after = account;
    if (free) {
      if (!(await useFreeMessage(tx, sender.userId, settings.free_messages))) throw new Error('send: free message vanished under the lock');
      after = { ...account, freeMessagesUsed: account.freeMessagesUsed + 1 };
    } else if (cost > 0) {
      const posted = await debit(tx, {
        userId: sender.userId,
        amount: cost,
        reason: 'message',
        key: `message:${message.id}`,
        messageId: message.id,
        at: now,
      });
      after = { ...account, balance: posted.balance };
    }

    await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversationId));
    // Back in both lists (a new message brings a removed conversation back); the sender has read their own.
    await tx
      .update(conversationParticipants)
      .set({
        deletedAt: null,
        lastReadMessageId: sql`CASE WHEN ${conversationParticipants.profileId} = ${me} THEN GREATEST(${conversationParticipants.lastReadMessageId}, ${message.id}) ELSE ${conversationParticipants.lastReadMessageId} END`,
      })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          inArray(conversationParticipants.profileId, [me, request.profile]),
        ),
      );

    // Realtime (docs/realtime.md): the message to the recipient and to the sender's other tabs, each
    // with their counters (the recipient's unread, the sender's credits after the charge).
    const conversation = conversationId;
    const entries: EventEntry[] = [
      { userId: sender.userId, event: { kind: 'message', conversation, profile: request.profile, message: toMessage(message, me) } },
      { userId: sender.userId, event: () => memberCounters(tx, sender) },
    ];
    // A fictional profile has no member behind it, and gets no events.
    if (recipient !== null) {
      entries.push(
        { userId: recipient, event: { kind: 'message', conversation, profile: me, message: toMessage(message, request.profile) } },
        { userId: recipient, event: () => memberCounters(tx, { userId: recipient, profileId: request.profile }) },
      );
    }
    const woken = await recordEvents(tx, entries);

    return {
      response: {
        conversation: conversationId,
        message: toMessage(message, me),
        allowance: chatAllowance(sender, after, started, settings),
      },
      woken,
    };
  });
}
