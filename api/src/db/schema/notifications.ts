/** In-app notifications, the member's e-mail and push preferences, why mail stopped, and push subscriptions. */
import { bigint, bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { EMAIL_NOTIFICATION_TYPES, NOTIFICATION_DISABLED_REASONS } from '@dating/shared/contracts/index';
import { timestamps, tz } from './columns';
import { users } from './users-and-sessions';

export const notificationDisabledReasonEnum = pgEnum('notification_disabled_reason', NOTIFICATION_DISABLED_REASONS);
export const emailNotificationTypeEnum = pgEnum('email_notification_type', EMAIL_NOTIFICATION_TYPES);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    readAt: tz('read_at'),
    ...timestamps,
  },
  (t) => [index('notifications_user').on(t.userId, t.createdAt)],
);

/** E-mail/push preference per notification type. Missing row = the default (on). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: emailNotificationTypeEnum('type').notNull(),
    email: boolean('email').notNull().default(true),
    push: boolean('push').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** Why e-mail to a user stopped: spam complaint, bounce, list-unsubscribe. */
export const notificationsDisabled = pgTable(
  'notifications_disabled',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: notificationDisabledReasonEnum('reason').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.reason] })],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: bigint('expiration_time', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [index('push_subscriptions_user').on(t.userId)],
);
