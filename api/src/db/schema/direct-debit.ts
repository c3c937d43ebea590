/** SEPA direct-debit mandates, confirmed by an SMS code before they open a payment. */
import { char, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tz } from './columns';
import { creditPackages, payments } from './payments';
import { users } from './users-and-sessions';

/**
 * A SEPA direct-debit mandate from the form to its SMS code: the account, the number the code goes to, the
 * code (hashed), how many were sent and how many wrong ones were tried; confirmed, it carries the provider's
 * mandate token and the payment it opened. One per (member, client_id): a retried submit answers the same one.
 */
export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    packageId: integer('package_id')
      .notNull()
      .references(() => creditPackages.id),
    country: char('country', { length: 2 }).notNull(),
    holder: text('holder').notNull(),
    iban: text('iban').notNull(),
    phone: text('phone').notNull(),
    /** awaiting_code → confirmed; abandoned when blocked or superseded. */
    status: text('status').notNull().default('awaiting_code'),
    codeHash: text('code_hash'),
    codeExpiresAt: tz('code_expires_at'),
    codesSent: integer('codes_sent').notNull().default(0),
    lastCodeAt: tz('last_code_at'),
    wrongCodes: integer('wrong_codes').notNull().default(0),
    providerToken: text('provider_token'),
    paymentId: integer('payment_id').references(() => payments.id),
    /** The discount code the member was shown the price with (checked at creation, again for the payment). */
    discountCode: text('discount_code'),
    /**
     * The consent to immediate supply given on the mandate form (CRD art. 16(m); the wording's version and when),
     * passed to the payment at the confirm. Null only for mandates made before it was asked for.
     */
    withdrawalConsentVersion: text('withdrawal_consent_version'),
    withdrawalConsentAt: tz('withdrawal_consent_at'),
    confirmedAt: tz('confirmed_at'),
    ...timestamps,
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('direct_debit_mandates_user_client').on(t.userId, t.clientId),
    index('direct_debit_mandates_user').on(t.userId, t.lastCodeAt),
  ],
);
