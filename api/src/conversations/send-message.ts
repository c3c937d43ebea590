import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Gif, SendMessageRequest, SendMessageResponse } from '@dating/shared/contracts/index';
import { debit, lockAccount, NotEnoughCreditsError, useFreeMessage } from '../credits/ledger';
import type { Db, Tx } from '../db/database';
import { chatMedia, conversationParticipants, conversations, messages } from '../db/schema';
import type { GifProvider } from '../gifs/gif-provider';
import { findGift } from '../gifts/gift-catalogue';
import { ApiError, notFound, validationFailed } from '../http/errors';
import type { EventPublisher } from '../realtime/broker';
import type { StaffNews } from '../staff/inbox/staff-hub';
import { recordEvents, type EventEntry } from '../realtime/member-events';
import { chatAllowance, freeMessagesLeft, FREE_CONVERSATION_LIMIT, loadSender, type ChatSettings } from './chat-allowance';
import { countStartedConversations, findConversationBetween, openConversationBetween } from './conversation-pair';
import { MESSAGE_COLUMNS, toMessage, withMedia } from './conversation-view';
import { MEDIA_COLUMNS, type MediaRow } from './message-media';
import { deliverToMember } from './message-delivery';
import { memberCounters } from './member-counters';
import { holdFromRecipient } from './held-messages';
import { sendTargetFor } from './send-state';

/** Refusals of a send; each leaves nothing stored and nothing charged. */
const notEnoughCredits = () =>
  new ApiError(402, 'not_enough_credits', 'You do not have enough credits to send this message. Buy credits to continue.');
const premiumOnly = () =>
  new ApiError(403, 'premium_only', 'Free members can start 2 conversations. Become a premium member to start more.');
const replyNotAllowed = () =>
  new ApiError(403, 'reply_not_allowed', 'This member has not confirmed their e-mail address yet; you can reply once they have.');

/** The text as stored: trimmed, non-empty, at most `message_length` characters (code points). */
export function messageText(text: string, settings: Pick<ChatSettings, 'message_length'>): string {
  const trimmed = text.trim();
  if (trimmed.length === 0) throw validationFailed('text', 'text: write a message');
  // Counted in code points (an emoji is one character), as the message footer counts.
  if (trimmed.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length > settings.message_length) {
    throw validationFailed('text', `text: at most ${settings.message_length} characters`);
  }
  return trimmed;
}

/** What a send stores, resolved before its transaction (a GIF may need the provider's API). */
type Content =
  | { kind: 'text'; body: string }
  | { kind: 'photo'; token: string }
  | { kind: 'gif'; gif: Gif }
  | { kind: 'gift'; slug: string; price: number };

async function resolveContent(request: SendMessageRequest, settings: ChatSettings, gifs: GifProvider | undefined): Promise<Content> {
  switch (request.kind) {
    case 'photo':
      return { kind: 'photo', token: request.photo ?? '' };
    case 'gift': {
      const gift = findGift(settings, request.gift ?? '');
      if (!gift) throw notFound('Gift not found');
      return { kind: 'gift', slug: gift.slug, price: gift.price };
    }
    case 'gif': {
      const gif = gifs ? await gifs.get(request.gif ?? '') : null;
      if (!gif) throw notFound('GIF not found');
      return { kind: 'gif', gif };
    }
    default:
      return { kind: 'text', body: messageText(request.text ?? '', settings) };
  }
}

/**
 * What a message costs: a text or a GIF `message_credits`, paid with a free message while a free
 * member has any; a photo `photo_credits`; a gift its catalogue price (`gift_credits` by default).
 */
function costOf(content: Content, settings: ChatSettings): { credits: number; freeMessage: boolean; reason: 'message' | 'photo' | 'gift' } {
  if (content.kind === 'photo') return { credits: settings.photo_credits, freeMessage: false, reason: 'photo' };
  if (content.kind === 'gift') return { credits: content.price, freeMessage: false, reason: 'gift' };
  return { credits: settings.message_credits, freeMessage: true, reason: 'message' };
}

/**
 * POST /api/message.php: one message from the member to a profile — a text, a photo they uploaded,
 * a GIF or a gift — exactly once per (sender, client_id), in ONE transaction
 * (docs/chat-and-credits.md, docs/chat-media.md):
 *
 * 1. the sender's credit account row is locked FOR UPDATE: the member's sends run one after
 *    another, so the started-conversation count, free messages and balance read below stay true
 *    until the commit, on PGlite and on PostgreSQL with many api processes alike;
 * 2. a message of this sender with this client_id already exists → it is answered again, nothing
 *    is charged (a retry, or a concurrent double submit that waited for the lock);
 * 3. the recipient must be contactable (404 otherwise) and answerable (reply_not_allowed);
 * 4. the pair's conversation is found, or created (a free member's third → premium_only);
 * 5. a photo must be the sender's own upload, not sent before (404 otherwise);
 * 6. the cost (costOf): a free message while any is left, else the credits through the ledger,
 *    keyed `message:<message id>` (short → not_enough_credits);
 * 7. the message is written (a photo's upload or a GIF's picture linked to it), the conversation
 *    moves to the top of both lists and comes back for a side that removed it, and the sender has
 *    read up to their own message;
 * 8. a member recipient's notification mail is enqueued, `mailDelaySeconds` later (a burst makes one
 *    mail; docs/notification-mails.md).
 *
 * A photo sent under the site's chat pre-moderation is stored and charged the same way but held back
 * (`held_for_review`): only its sender has it ("waiting for review") until a moderator approves the
 * picture and held-messages.ts delivers it through steps 7–8; a rejection gives the credits back.
 *
 * A refusal throws, so the transaction rolls back whatever it had begun: nothing is stored or
 * charged. The answer carries the allowance after the send (the footer and the credits badge).
 */
export async function sendMessage(
  db: Db,
  input: {
    userId: number;
    settings: ChatSettings;
    request: SendMessageRequest;
    now?: Date;
    events?: EventPublisher;
    /** The staff consoles, told when a member wrote to a persona (its inbox changed). */
    staff?: StaffNews;
    gifs?: GifProvider | undefined;
    /** How long the recipient's notification mail waits (MESSAGE_MAIL_DELAY_SECONDS). */
    mailDelaySeconds: number;
  },
): Promise<SendMessageResponse> {
  const content = await resolveContent(input.request, input.settings, input.gifs);
  try {
    const { response, woken, toPersona } = await sendInTransaction(db, { ...input, content });
    // After the commit, never before: a rolled-back send wakes nobody.
    input.events?.publish(woken);
    if (toPersona) input.staff?.inboxChanged(response.conversation);
    return response;
  } catch (error) {
    // The balance was checked under the lock, so the ledger's own refusal is a second line of defence.
    if (error instanceof NotEnoughCreditsError) throw notEnoughCredits();
    throw error;
  }
}

function sendInTransaction(
  db: Db,
  input: { userId: number; settings: ChatSettings; request: SendMessageRequest; now?: Date; content: Content; mailDelaySeconds: number },
): Promise<{ response: SendMessageResponse; woken: number[]; toPersona: boolean }> {
  const { settings, request, content } = input;
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, input.userId);
    const sender = await loadSender(tx, input.userId);
    const me = sender.profileId;

    const [earlier] = await tx
      .select({ ...MESSAGE_COLUMNS, conversationId: messages.conversationId })
      .from(messages)
      .leftJoin(...withMedia)
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
        toPersona: false,
      };
    }

    const { state, partnerUserId: recipient } = await sendTargetFor(tx, sender, request.profile);
    if (state === 'partner_left') throw notFound('Profile not found');
    if (state === 'reply_not_allowed') throw replyNotAllowed();

    let conversationId = await findConversationBetween(tx, me, request.profile);
    let started = sender.premium ? 0 : await countStartedConversations(tx, me);
    if (conversationId === null && !sender.premium && started >= FREE_CONVERSATION_LIMIT) throw premiumOnly();

    const price = costOf(content, settings);
    const free = price.freeMessage && freeMessagesLeft(sender, account, settings) > 0;
    const cost = free ? 0 : price.credits;
    if (cost > account.balance) throw notEnoughCredits();

    const now = input.now ?? new Date();
    const media = await mediaFor(tx, content, me, now);
    // The upload's status says how the site moderated it when it came: `pending` is held back until approved.
    const held = content.kind === 'photo' && media?.row.status === 'pending';
    let startedNow = false;
    if (conversationId === null) {
      const opened = await openConversationBetween(tx, { starter: me, other: request.profile, at: now });
      conversationId = opened.id;
      if (opened.created) started += 1;
      startedNow = opened.created;
    }

    const [inserted] = await tx
      .insert(messages)
      .values({
        conversationId,
        senderProfileId: me,
        type: content.kind === 'gif' ? 'photo' : content.kind,
        body: content.kind === 'text' ? content.body : '',
        mediaId: media?.id ?? null,
        giftSlug: content.kind === 'gift' ? content.slug : null,
        clientId: request.client_id,
        creditsCost: cost,
        heldForReview: held,
        createdAt: now,
      })
      .returning(INSERTED_COLUMNS);
    if (!inserted) throw new Error('send: message insert returned nothing');
    const message = { ...inserted, media: media?.row ?? null };
    if (media) await tx.update(chatMedia).set({ messageId: message.id }).where(eq(chatMedia.id, media.id));

    let after = account;
    if (free) {
      if (!(await useFreeMessage(tx, sender.userId, settings.free_messages))) throw new Error('send: free message vanished under the lock');
      after = { ...account, freeMessagesUsed: account.freeMessagesUsed + 1 };
    } else if (cost > 0) {
      const posted = await debit(tx, {
        userId: sender.userId,
        amount: cost,
        reason: price.reason,
        key: `message:${message.id}`,
        messageId: message.id,
        at: now,
      });
      after = { ...account, balance: posted.balance };
    }

    const sent = {
      conversation: conversationId,
      message: toMessage(message, me),
      allowance: chatAllowance(sender, after, started, settings),
    };
    if (held) {
      // Nothing of it reaches the recipient yet: their list neither moves nor brings the conversation back
      // (a conversation it opened stays out of their list), and they are not told. The approval delivers it
      // as this send would have (held-messages.ts).
      await holdFromRecipient(tx, { conversationId, sender: me, recipient: request.profile, messageId: message.id, startedNow, now });
      const woken = await recordEvents(tx, [
        {
          userId: sender.userId,
          event: { kind: 'message', conversation: conversationId, profile: request.profile, message: toMessage(message, me) },
        },
        { userId: sender.userId, event: () => memberCounters(tx, sender) },
      ]);
      return { response: sent, woken, toPersona: false };
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
    // A member is mailed, pushed and told; a fictional profile has no member behind it (its operators
    // see the conversation in the staff console's inbox, told by the caller after the commit).
    if (recipient !== null) {
      entries.push(
        ...(await deliverToMember(tx, {
          recipient: { userId: recipient, profileId: request.profile },
          senderProfileId: me,
          conversationId: conversation,
          message,
          startedNow,
          now,
          mailDelaySeconds: input.mailDelaySeconds,
        })),
      );
    }
    const woken = await recordEvents(tx, entries);

    return { response: sent, woken, toPersona: recipient === null };
  });
}

/** The message's own columns of MESSAGE_COLUMNS (an insert's returning cannot join chat_media). */
const { media: _media, ...INSERTED_COLUMNS } = MESSAGE_COLUMNS;

/**
 * The picture of a photo message, under the send's transaction: the sender's own upload, locked and
 * not sent before (an upload is sent once); or a new row for a GIF's picture.
 */
async function mediaFor(tx: Tx, content: Content, senderProfileId: number, now: Date): Promise<{ id: number; row: MediaRow } | null> {
  if (content.kind === 'photo') {
    const [upload] = await tx
      .select({ id: chatMedia.id, ...MEDIA_COLUMNS })
      .from(chatMedia)
      .where(
        and(
          eq(chatMedia.token, content.token),
          eq(chatMedia.ownerProfileId, senderProfileId),
          eq(chatMedia.kind, 'photo'),
          isNull(chatMedia.messageId),
        ),
      )
      .for('update');
    if (!upload) throw notFound('Photo not found');
    const { id, ...row } = upload;
    return { id, row };
  }
  if (content.kind === 'gif') {
    const { gif } = content;
    const [row] = await tx
      .insert(chatMedia)
      .values({
        token: randomBytes(16).toString('base64url'),
        ownerProfileId: senderProfileId,
        kind: 'gif',
        url: gif.url,
        thumbUrl: gif.preview_url,
        width: gif.width,
        height: gif.height,
        createdAt: now,
      })
      .returning({ id: chatMedia.id, ...MEDIA_COLUMNS });
    if (!row) throw new Error('send: GIF insert returned nothing');
    const { id, ...media } = row;
    return { id, row: media };
  }
  return null;
}
