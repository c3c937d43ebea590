/**
 * The whole product's schema, PostgreSQL dialect, one module per domain. drizzle-kit reads it through this
 * file (api/drizzle.config.ts), so every table still lands in the one ordered migration stream of
 * api/drizzle, and the api imports it from here (`db/schema`). A domain's module imports only the modules
 * its foreign keys point to; enums more than one domain uses live in enums.ts, column shapes in columns.ts.
 */
export * from './enums';
export * from './sites';
export * from './catalogue';
export * from './users-and-sessions';
export * from './profiles';
export * from './photos';
export * from './conversations';
export * from './likes';
export * from './blocks-and-reports';
export * from './discounts';
export * from './payments';
export * from './payment-sandbox';
export * from './direct-debit';
export * from './ledger';
export * from './notifications';
export * from './mails';
export * from './landers';
export * from './jobs';
export * from './realtime';
export * from './staff';
export * from './moderation';
