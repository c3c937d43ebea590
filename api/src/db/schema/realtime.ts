/** Realtime events (docs/realtime.md): each member's event sequence and the events kept for resumes. */
import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users-and-sessions';

/**
 * Each member's last allocated event seq. The row is updated (`seq = seq + n`) inside the cause's
 * transaction, so its lock orders one member's events: they commit in seq order, and a resume by
 * seq can never skip an event that commits late.
 */
export const memberEventCursors = pgTable('member_event_cursors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
});

/** The member's resumable realtime events (RealtimeEventSchema), kept ~24 h / 500 per member for resumes. */
export const memberEvents = pgTable(
  'member_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] }), index('member_events_created').on(t.createdAt)],
);
