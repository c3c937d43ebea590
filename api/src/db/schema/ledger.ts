/** Credits: each member's balance and the append-only ledger it is the sum of (credits/ledger.ts writes both). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, tz } from './columns';
import { messages } from './conversations';
import { payments } from './payments';
import { users } from './users-and-sessions';

export const ledgerReasonEnum = pgEnum('ledger_reason', [
  'signup_bonus',
  'purchase',
  'message',
  'photo',
  'gift',
  'refund',
  'chargeback',
  'adjustment',
]);

/**
 * A member's balance, kept by the ledger module only (credits/ledger.ts): always the sum of their
 * ledger rows, never below 0 except after a chargeback. Free messages used count here too.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    freeMessagesUsed: integer('free_messages_used').notNull().default(0),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  // The balance may be below 0 only after a chargeback (the credits were spent): debits never take it there
  // (conditional updates), and the books check (credits/books.ts) finds any other negative balance.
  (t) => [check('credit_accounts_free_messages', sql`${t.freeMessagesUsed} >= 0`)],
);

/**
 * Append-only: a balance is the sum of a user's rows. Every row carries an idempotency key (e.g.
 * `payment:42`, `message:981`) so that a retried operation can never count twice. The one change a row
 * ever takes: `message_id` follows a chat photo held for review to the new id it is delivered under
 * (credits/ledger.ts followRenumberedMessage); amount, key and time never change.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    reason: ledgerReasonEnum('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentId: integer('payment_id').references(() => payments.id),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('credit_ledger_user').on(t.userId, t.id)],
);
