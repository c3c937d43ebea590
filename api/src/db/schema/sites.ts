/** The sites (one row per host) with their company, and the secrets the server keeps for itself. */
import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Settings } from '@dating/shared/contracts/index';
import { timestamps } from './columns';

export const companyInfo = pgTable('company_info', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  kvk: text('kvk').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  tradenames: jsonb('tradenames').$type<string[]>().notNull(),
  vatNumbers: jsonb('vat_numbers').$type<string[]>().notNull(),
  supportPhone: text('support_phone').notNull(),
  deleteDiscount: smallint('delete_discount').notNull(),
  added: date('added', { mode: 'string' }).notNull(),
});

/**
 * One row per host. The site's public settings object is kept whole as jsonb (validated with the
 * shared SettingsSchema on read): it is read as a unit, changes shape with the product, and is never
 * queried field by field. Secrets that must never reach the browser live in their own columns.
 */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    host: text('host').notNull().unique(),
    /** Unknown hosts are served the default site. Exactly one row has it (partial unique index). */
    isDefault: boolean('is_default').notNull().default(false),
    companyId: integer('company_id')
      .notNull()
      .references(() => companyInfo.id),
    settings: jsonb('settings').$type<Settings>().notNull(),
    vapidPrivateKey: text('vapid_private_key').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sites_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * Secrets the server makes for itself, one random value per name, created on first use (see
 * mail-feedback/unsubscribe-token.ts): every api process on the database signs with the same key,
 * and a restart does not break links already mailed.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});
