import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Settings } from '@dating/shared/contracts/index';
import type { InboxReplyRequest } from '@dating/shared/contracts/staff-inbox';
import { chatPhotoDir, storeChatPhoto } from '../../chat-photos/chat-photos';
import { MESSAGE_COLUMNS, toMessage, withMedia } from '../../conversations/conversation-view';
import { deliverToMember } from '../../conversations/message-delivery';
import { messageText } from '../../conversations/send-message';
import type { Db, Tx } from '../../db/database';
import { chatMedia, conversationParticipants, conversations, messages, personaReplies, photos, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { findProfileTarget } from '../../members/member-profile';
import type { EventPublisher } from '../../realtime/broker';
import { recordEvents, type EventEntry } from '../../realtime/member-events';
import { readReceiptsBetween } from '../../realtime/read-receipts';
import { recordStaffAction } from '../audit-log';
import type { StaffViewer } from '../staff-sessions';
import { holdClaim, inboxPair } from './inbox-claims';
import type { StaffNews } from './staff-hub';

type Reply = { message: ReturnType<typeof toMessage>; expiresAt: Date };

/** The persona's earlier message with this client id (a retry of a reply): answered again, nothing redone. */
async function earlierReply(db: Db | Tx, personaId: number, clientId: string) {
  const [earlier] = await db
    .select(MESSAGE_COLUMNS)
    .from(messages)
    .leftJoin(...withMedia)
    .where(and(eq(messages.senderProfileId, personaId), eq(messages.clientId, clientId)));
  return earlier ? toMessage(earlier, personaId) : null;
}

/**
 * A photo of the persona's own gallery as a chat photo of its own: copied through the chat photos'
 * pipeline (re-encoded, a bubble-sized version, an unguessable token), so the member's browser gets it
 * exactly as a member's photo — checked against the conversation on every request. Stored before the
 * reply's transaction, as a member's upload is; one never sent is removed after a day.
 */
async function galleryPhotoToken(db: Db, dataDir: string, personaId: number, photoId: number): Promise<string> {
  const [photo] = await db
    .select({ filename: photos.filename })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.profileId, personaId), eq(photos.status, 'active')));
  if (!photo) throw notFound('Photo not found');
  const file = path.join(dataDir, 'photos', path.basename(photo.filename));
  const stored = await storeChatPhoto(db, chatPhotoDir(dataDir), personaId, await fs.readFile(file));
  return stored.photo;
}

/**
 * POST /api/staff/inbox/reply.php: the operator answers as the persona, exactly once per client id, in one
 * transaction under the operator's lease (locked, so a lease cannot pass to another operator mid-reply,
 * and renewed):
 *
 * 1. the conversation must still be an inbox pair, and the member still reachable by the persona (the
 *    members' own rule: not blocked, deleted or switched off) — 404 otherwise;
 * 2. the message is written free of charge (a persona pays nothing, and the member pays nothing for what
 *    they receive), the conversation moves up for both, and the persona has read up to it — the member
 *    sees their messages read, when they send read receipts;
 * 3. the member gets it as from any member: the realtime message and counters, the push, the mail by
 *    their preferences (deliverToMember);
 * 4. who wrote it is recorded twice: `persona_replies` (the figures: how long the member waited) and the
 *    audit log.
 */
export async function replyAsPersona(
  db: Db,
  input: {
    viewer: StaffViewer;
    request: InboxReplyRequest;
    settings: Pick<Settings, 'message_length'>;
    dataDir: string;
    mailDelaySeconds: number;
    events?: EventPublisher;
    staff?: StaffNews;
    now?: Date;
  },
): Promise<Reply> {
  const { viewer, request } = input;
  const now = input.now ?? new Date();
  const pair = await inboxPair(db, request.conversation);
  if (!pair) throw notFound('Conversation not found');
  const text = request.text === undefined ? null : messageText(request.text, input.settings);

  const retried = await earlierReply(db, pair.personaId, request.client_id);
  const token = retried || request.photo === undefined ? null : await galleryPhotoToken(db, input.dataDir, pair.personaId, request.photo);

  const outcome = await db.transaction(async (tx) => {
    const expiresAt = await holdClaim(tx, viewer, request.conversation, now);
    const earlier = await earlierReply(tx, pair.personaId, request.client_id);
    if (earlier) return { message: earlier, expiresAt, woken: [] as number[] };
    const current = await inboxPair(tx, request.conversation);
    if (!current || !(await findProfileTarget(tx, pair.personaId, pair.memberProfileId))) {
      throw notFound('This member can no longer be written to');
    }

    let media: { id: number } | undefined;
    if (token !== null) {
      [media] = await tx
        .select({ id: chatMedia.id })
        .from(chatMedia)
        .where(and(eq(chatMedia.token, token), eq(chatMedia.ownerProfileId, pair.personaId), isNull(chatMedia.messageId)))
        .for('update');
      if (!media) throw notFound('Photo not found');
    }

    // The member's first message since the persona's last one: how long they waited for this answer.
    const [waiting] = await tx
      .select({ since: sql<string | Date | null>`min(${messages.createdAt})` })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, request.conversation),
          eq(messages.senderProfileId, pair.memberProfileId),
          // A photo held back for review was not there for the operators to answer.
          eq(messages.heldForReview, false),
          gt(
            messages.id,
            sql`coalesce((SELECT max(r.id) FROM ${messages} r WHERE r.conversation_id = ${request.conversation} AND r.sender_profile_id = ${pair.personaId}), 0)`,
          ),
        ),
      );
    const waitedSince = waiting?.since ? new Date(waiting.since) : null;

    const [inserted] = await tx
      .insert(messages)
      .values({
        conversationId: request.conversation,
        senderProfileId: pair.personaId,
        type: token === null ? 'text' : 'photo',
        body: text ?? '',
        mediaId: media?.id ?? null,
        clientId: request.client_id,
        creditsCost: 0,
        createdAt: now,
      })
      .returning({ id: messages.id });
    if (!inserted) throw new Error('reply: message insert returned nothing');
    if (media) await tx.update(chatMedia).set({ messageId: inserted.id }).where(eq(chatMedia.id, media.id));
    const [row] = await tx
      .select(MESSAGE_COLUMNS)
      .from(messages)
      .leftJoin(...withMedia)
      .where(eq(messages.id, inserted.id));
    if (!row) throw new Error('reply: the message just written is not there');

    await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, request.conversation));
    await tx
      .update(conversationParticipants)
      .set({
        deletedAt: null,
        lastReadMessageId: sql`CASE WHEN ${conversationParticipants.profileId} = ${pair.personaId} THEN GREATEST(${conversationParticipants.lastReadMessageId}, ${inserted.id}) ELSE ${conversationParticipants.lastReadMessageId} END`,
      })
      .where(
        and(
          eq(conversationParticipants.conversationId, request.conversation),
          inArray(conversationParticipants.profileId, [pair.personaId, pair.memberProfileId]),
        ),
      );

    const [member] = await tx.select({ language: users.language }).from(users).where(eq(users.id, pair.memberUserId));
    await tx.insert(personaReplies).values({
      messageId: inserted.id,
      staffId: viewer.staffId,
      language: member?.language ?? 'en',
      waitedSeconds: waitedSince ? Math.max(0, Math.round((now.getTime() - waitedSince.getTime()) / 1000)) : null,
      createdAt: now,
    });
    await recordStaffAction(tx, {
      actor: viewer,
      action: 'persona_message_sent',
      memberUserId: pair.memberUserId,
      profileId: pair.personaId,
      detail: { conversation: request.conversation, message: inserted.id, type: token === null ? 'text' : 'photo' },
      at: now,
    });

    const entries: EventEntry[] = await deliverToMember(tx, {
      recipient: { userId: pair.memberUserId, profileId: pair.memberProfileId },
      senderProfileId: pair.personaId,
      conversationId: request.conversation,
      message: row,
      startedNow: false,
      now,
      mailDelaySeconds: input.mailDelaySeconds,
    });
    // The persona has read what it answered: the member's "seen", as from a member who replies.
    if (await readReceiptsBetween(tx, [pair.memberUserId])) {
      entries.push({ userId: pair.memberUserId, event: { kind: 'read', conversation: request.conversation, up_to: inserted.id } });
    }
    const woken = await recordEvents(tx, entries);
    return { message: toMessage(row, pair.personaId), expiresAt, woken };
  });
  input.events?.publish(outcome.woken);
  if (outcome.woken.length > 0) input.staff?.inboxChanged(request.conversation);
  return { message: outcome.message, expiresAt: outcome.expiresAt };
}
