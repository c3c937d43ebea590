/** Discount codes, global and personal; their use by a payment is discount_redemptions (payments.ts). */
import { sql } from 'drizzle-orm';
import { char, index, integer, jsonb, pgEnum, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tz } from './columns';
import { users } from './users-and-sessions';

export const discountStatusEnum = pgEnum('discount_status', ['active', 'inactive']);
export const discountValidityEnum = pgEnum('discount_validity', ['once', 'once_per_user', 'unlimited']);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    country: char('country', { length: 2 }),
    /** Personal codes (time bonus, retention offers) belong to one user. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tz('expires_at'),
    valuePercentage: smallint('value_percentage').notNull(),
    currency: char('currency', { length: 3 }),
    minimumOrderValueCents: integer('minimum_order_value_cents').notNull().default(0),
    status: discountStatusEnum('status').notNull().default('active'),
    validity: discountValidityEnum('validity').notNull().default('once_per_user'),
    /** Empty = every method. */
    paymentMethods: jsonb('payment_methods').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    // Global codes have no user: coalesce so a code exists once globally and once per user.
    uniqueIndex('discount_codes_code_user').on(t.code, sql`coalesce(${t.userId}, 0)`),
    index('discount_codes_user').on(t.userId),
  ],
);
