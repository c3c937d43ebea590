import { pathTo } from '@dating/shared/routes/path-to';
import type { Tx } from '../db/database';
import { enqueueMessageMail } from '../notification-mails/message-mails';
import { enqueuePush } from '../push/push-jobs';
import type { EventEntry } from '../realtime/member-events';
import { toMessage } from './conversation-view';
import { memberCounters } from './member-counters';

type StoredMessage = Parameters<typeof toMessage>[0];

/**
 * What a new message sets off for the member it is written to, whoever wrote it (a member, or an operator
 * as a persona), in the message's transaction: the notification mail once it stays unread
 * (`mailDelaySeconds` later: a burst makes one mail; docs/notification-mails.md), the push at once (a newer
 * push of the conversation replaces an older one unseen; docs/push.md), and the realtime events — the
 * message and the counters after it — for the caller to record with its own.
 */
export async function deliverToMember(
  tx: Tx,
  input: {
    recipient: { userId: number; profileId: number };
    senderProfileId: number;
    conversationId: number;
    message: StoredMessage;
    /** The message opened the conversation. */
    startedNow: boolean;
    now: Date;
    mailDelaySeconds: number;
  },
): Promise<EventEntry[]> {
  const { recipient, conversationId: conversation, now } = input;
  await enqueueMessageMail(tx, { userId: recipient.userId, conversationId: conversation, now, delaySeconds: input.mailDelaySeconds });
  await enqueuePush(tx, {
    userId: recipient.userId,
    type: input.startedNow ? 'new_conversations' : 'new_messages',
    topic: `conversation-${conversation}`,
    url: pathTo('chats-id', { id: conversation }),
    now,
  });
  return [
    {
      userId: recipient.userId,
      event: { kind: 'message', conversation, profile: input.senderProfileId, message: toMessage(input.message, recipient.profileId) },
    },
    { userId: recipient.userId, event: () => memberCounters(tx, recipient) },
  ];
}
