/** Mail that left: the notification mails sent (one per cause) and the local transports' outbox. */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tz } from './columns';
import { conversations } from './conversations';
import { emailNotificationTypeEnum } from './notifications';
import { users } from './users-and-sessions';

export const outboxChannelEnum = pgEnum('outbox_channel', ['email', 'sms']);

/**
 * Every notification e-mail sent, one row per (member, type, key): the row is written before the mail
 * leaves, so a retried job or a second api process running the same job finds it and sends nothing.
 * The key names the cause (`conversation:12:message:340`, `week:2026-W48`, …). The conversation's
 * column lets the message mails find the last one sent for a conversation (at most one an hour).
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: emailNotificationTypeEnum('type').notNull(),
    key: text('key').notNull(),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    sentAt: tz('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('notification_mails_key').on(t.userId, t.type, t.key),
    index('notification_mails_conversation')
      .on(t.userId, t.conversationId, t.sentAt)
      .where(sql`${t.conversationId} IS NOT NULL`),
  ],
);

/** Captured e-mail and SMS of the local transports (the development mailbox reads it). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: outboxChannelEnum('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers the mail carries (List-Unsubscribe on notifications), shown by the dev mailbox. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    ...timestamps,
  },
  (t) => [index('outbox_created').on(t.createdAt), index('outbox_to').on(t.to, t.createdAt)],
);
