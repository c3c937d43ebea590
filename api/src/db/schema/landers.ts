/** Where visitors come from: campaign entry links, the tracking query, and the landing pages' visits. */
import { bigserial, boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tz } from './columns';
import { sites } from './sites';
import { users } from './users-and-sessions';

/**
 * Campaign entry links: `/{token}` of an ad or a partner's link that opens a lander with its tracking
 * query. Not secret (they are printed in ads), so stored as they are; made by an operator's command.
 */
export const entryLinks = pgTable('entry_links', {
  token: text('token').primaryKey(),
  /** A lander's path: `/landers/gallery/summer`. */
  targetPath: text('target_path').notNull(),
  /** The tracking query added to it, without `?`: `network=partner1&ref=spring`. */
  trackingQuery: text('tracking_query').notNull().default(''),
  ...timestamps,
});

/** The tracking query (network, ref, sub1-3), per visit or signup. */
export const tracking = pgTable(
  'tracking',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    siteId: integer('site_id').references(() => sites.id),
    network: text('network'),
    ref: text('ref'),
    sub1: text('sub1'),
    sub2: text('sub2'),
    sub3: text('sub3'),
    landingPath: text('landing_path'),
    ...timestamps,
  },
  (t) => [index('tracking_user').on(t.userId), index('tracking_network').on(t.network, t.createdAt)],
);

/**
 * Bounce logging of landing pages (docs/landers.md): one row per visit of a page opened with `lb`,
 * ended by the page's beacon; a visit that ended without the visitor acting is a bounce. Kept 90 days.
 */
export const landingVisits = pgTable(
  'landing_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One of LANDING_PAGES; text, so a new page needs no migration. */
    page: text('page').notNull(),
    slug: text('slug'),
    network: text('network'),
    ref: text('ref'),
    sub1: text('sub1'),
    siteId: integer('site_id').references(() => sites.id),
    ...timestamps,
    /** Set once, by the first end reported; null while the visit runs (or its beacon was lost). */
    endedAt: tz('ended_at'),
    acted: boolean('acted'),
  },
  // The report reads a window of days, the clean-up what is older than 90 days.
  (t) => [index('landing_visits_created').on(t.createdAt)],
);
