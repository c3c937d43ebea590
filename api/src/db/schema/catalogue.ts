/** Reference data the seed loads and members pick from: interests, regions and cities. */
import { char, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const interests = pgTable('interests', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
});

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    country: char('country', { length: 2 }).notNull(),
    /** ISO 3166-2 code, e.g. NL-NH: the `countryregion` of search. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
  },
  (t) => [index('regions_country').on(t.country)],
);

/** Cities with coordinates: profile locations and the offline reverse geocoder. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    country: char('country', { length: 2 }).notNull(),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [index('cities_region').on(t.regionId), index('cities_country').on(t.country)],
);
