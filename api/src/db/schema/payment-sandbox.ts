/** The sandbox payment provider's side, kept apart from the api's own payments. */
import { char, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, tz } from './columns';
import { localeEnum, paymentMethodEnum, paymentStatusEnum } from './enums';

/**
 * The sandbox payment provider's own books (api/src/payments/sandbox): in a real deployment these live at the
 * provider. Kept apart from `payments`: the api learns a sandbox payment's state only as it would a real
 * provider's — from its signed webhooks or by asking it.
 */
export const sandboxPspPayments = pgTable('sandbox_psp_payments', {
  reference: text('reference').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  method: paymentMethodEnum('method').notNull(),
  description: text('description').notNull(),
  status: paymentStatusEnum('status').notNull().default('pending'),
  returnUrl: text('return_url').notNull(),
  notifyUrl: text('notify_url').notNull(),
  locale: localeEnum('locale').notNull(),
  /** How many notifications it sent (each an event of its own). */
  notifications: integer('notifications').notNull().default(0),
  /** The kept method charged (a recurring charge), or the one a completed checkout left to charge again. */
  token: text('token'),
  /** A direct debit: when the bank settles it (or returns it, for the sandbox's returning IBAN). */
  settleAt: tz('settle_at'),
  ...timestamps,
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * The sandbox's kept payment methods: what a recurring charge of the token does (`ok`, `decline` — a card
 * that fails when charged again —, `return` — a direct debit the bank returns after settling).
 */
export const sandboxPspTokens = pgTable('sandbox_psp_tokens', {
  token: text('token').primaryKey(),
  method: paymentMethodEnum('method').notNull(),
  label: text('label').notNull(),
  behaviour: text('behaviour').notNull().default('ok'),
  ...timestamps,
});

/**
 * The refunds the sandbox accepted, by the merchant's idempotency key: the same key again answers the same
 * refund (and announces nothing new), and all of a payment's refunds together never exceed it.
 */
export const sandboxPspRefunds = pgTable(
  'sandbox_psp_refunds',
  {
    key: text('key').primaryKey(),
    reference: text('reference')
      .notNull()
      .references(() => sandboxPspPayments.reference),
    /** The sandbox's id of the refund (its webhook's adjustment id). */
    id: text('id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    ...timestamps,
  },
  (t) => [index('sandbox_psp_refunds_reference').on(t.reference)],
);
