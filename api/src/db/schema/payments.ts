/** What members buy and how it is paid: credit packages, payments, kept payment methods, refunds, webhooks. */
import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tz } from './columns';
import { discountCodes } from './discounts';
import { paymentMethodEnum, paymentStatusEnum } from './enums';
import { sites } from './sites';
import { staffAccounts } from './staff';
import { users } from './users-and-sessions';

export const creditPackages = pgTable(
  'credit_packages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('credit_packages_site').on(t.siteId, t.currency)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The payment_id shown in URLs (/transactions/{id}); not guessable. */
    publicId: text('public_id').notNull().unique(),
    /**
     * Null once the member's account is erased (14 days after deletion, account-deletion/erase.ts): the
     * payment stays as an anonymised accounting row (amount, method, provider reference), nothing personal.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => creditPackages.id),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    transactionFeeCents: integer('transaction_fee_cents').notNull().default(0),
    method: paymentMethodEnum('method').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    /** The payment country the member paid from (its currency and methods). */
    country: char('country', { length: 2 }),
    /** The id the member's browser made for this purchase: a retried create answers the same payment. */
    clientId: uuid('client_id'),
    /** Where the member pays (the provider's hosted checkout); null once the payment is final. */
    checkoutUrl: text('checkout_url'),
    /** The bundle's price before the discount (`discount_code_id`); null without one. `amount_cents` is what is charged. */
    listAmountCents: integer('list_amount_cents'),
    /** Charged through a method the provider keeps (a repeat order in one click, a direct debit): no checkout. */
    storedMethodId: integer('stored_method_id').references(() => storedPaymentMethods.id, { onDelete: 'set null' }),
    recurring: boolean('recurring').notNull().default(false),
    /**
     * The member's express request for immediate supply and acknowledgement that the right of withdrawal ends
     * (CRD art. 16(m)): the version of the wording ticked (shared/src/contracts/withdrawal-consent.ts) and when.
     * Null for payments started before it was asked for.
     */
    withdrawalConsentVersion: text('withdrawal_consent_version'),
    withdrawalConsentAt: tz('withdrawal_consent_at'),
    ...timestamps,
    updatedAt: tz('updated_at').notNull().defaultNow(),
    paidAt: tz('paid_at'),
  },
  (t) => [
    index('payments_user').on(t.userId, t.createdAt),
    uniqueIndex('payments_provider_reference').on(t.provider, t.providerReference),
    uniqueIndex('payments_user_client').on(t.userId, t.clientId),
    index('payments_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A payment method the provider keeps for a member, to charge again without a checkout (a card or PayPal
 * after a completed checkout, a confirmed direct-debit mandate): the provider's token and a label that
 * names it without revealing it ("Visa •••• 4242"). Revoked ones stay for the payments that used them.
 */
export const storedPaymentMethods = pgTable(
  'stored_payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: paymentMethodEnum('method').notNull(),
    token: text('token').notNull(),
    label: text('label').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [uniqueIndex('stored_payment_methods_token').on(t.provider, t.token), index('stored_payment_methods_user').on(t.userId, t.method)],
);

export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentId: integer('payment_id').references(() => payments.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('discount_redemptions_code_user').on(t.discountCodeId, t.userId)],
);

/**
 * Money given back after a completed payment: a refund (the operator's, within `refund_days`) or a chargeback
 * (the member's bank's), partial ones too — each once per provider id, with the credits it took back.
 */
export const paymentAdjustments = pgTable(
  'payment_adjustments',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: text('kind', { enum: ['refund', 'chargeback'] }).notNull(),
    /** The provider's id of the refund or chargeback. */
    providerKey: text('provider_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Credits taken back by it (a refund never more than the balance; a chargeback all its share). */
    credits: integer('credits').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('payment_adjustments_key').on(t.paymentId, t.kind, t.providerKey)],
);

/** Where a refund we asked for stands: written (not yet accepted by the provider), accepted, or refused. */
const PAYMENT_REFUND_STATUSES = ['pending', 'requested', 'failed'] as const;

/**
 * A refund we asked the provider for (the console's or the command line's), written BEFORE the provider is
 * called, under the payment row's lock and with its audit row: its key is the refund intent's idempotency key
 * (sent to the provider), so a repeated request answers this row instead of refunding twice, and an open one
 * (not failed, not yet confirmed by a `refund` adjustment with `provider_refund_id`) counts against what is
 * left of the payment. Settled is not a status of its own: the provider's confirmation is the adjustment.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    key: uuid('key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** Who asked: a staff member, or null for the command line. */
    staffId: integer('staff_id').references(() => staffAccounts.id),
    status: text('status', { enum: PAYMENT_REFUND_STATUSES }).notNull().default('pending'),
    /** The provider's id of the refund once it accepted it: its `refund` event names it (payment_adjustments.provider_key). */
    providerRefundId: text('provider_refund_id'),
    /** Why the provider refused it (status `failed`). */
    failure: text('failure'),
    /** Calls made to the provider for it (the first, then reconciliation's retries with the same key). */
    attempts: integer('attempts').notNull().default(0),
    ...timestamps,
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_key').on(t.key),
    index('payment_refunds_payment').on(t.paymentId),
    index('payment_refunds_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The payment providers' webhooks, verified and stored before anything else happens (the inbox): unique on
 * (provider, event key), so a repeated delivery is stored once; answered 2xx at once and processed from the
 * job queue (`processed_at` set by the run that applied it).
 */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    /** The verified event as the provider adapter parsed it (payments/provider.ts ProviderEvent). */
    event: jsonb('event').notNull(),
    receivedAt: tz('received_at').notNull().defaultNow(),
    processedAt: tz('processed_at'),
    /** Why it changed nothing, when it did not (a late state, an amount that does not match — kept for review). */
    outcome: text('outcome'),
  },
  (t) => [uniqueIndex('payment_webhooks_event').on(t.provider, t.eventKey)],
);
