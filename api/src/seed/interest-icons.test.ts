import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { INTEREST_ICON_NAMES } from '@dating/shared/ui/interest-icon';
import type { Database } from '../db/database';
import * as t from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { INTERESTS } from './data/interests';

const MIGRATION = fs.readFileSync(path.resolve(__dirname, '..', '..', 'drizzle', '0008_interest_icon_names.sql'), 'utf8');
/** The (slug, emoji) pairs the migration rewrites: what databases seeded before it hold. */
const SEEDED_EMOJI = [...MIGRATION.matchAll(/\('([a-z-]+)', '([^']+)'\)/g)].map(([, slug, icon]) => ({ slug: slug!, icon: icon! }));

describe('interest icons', () => {
  it('every seeded interest names an icon the app draws', () => {
    for (const [slug, , icon] of INTERESTS) {
      expect(icon).toBe(slug);
      expect(INTEREST_ICON_NAMES).toContain(icon);
    }
  });

  describe('migration 0008 on a database seeded with emoji', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
    }, 120_000);
    afterAll(() => database?.close());

    it('covers every interest of the catalogue', () => {
      expect(SEEDED_EMOJI.map((row) => row.slug).sort()).toEqual(INTERESTS.map(([slug]) => slug).sort());
      expect(SEEDED_EMOJI.every((row) => !/^[a-z-]+$/.test(row.icon))).toBe(true);
    });

    it('gives each interest its icon name, and leaves an icon changed by hand alone', async () => {
      const db = database.db;
      const names = new Map(INTERESTS.map(([slug, name]) => [slug, name]));
      await db.insert(t.interests).values(SEEDED_EMOJI.map(({ slug, icon }) => ({ slug, name: names.get(slug)!, icon })));
      await db
        .update(t.interests)
        .set({ icon: 'handmade' })
        .where(sql`${t.interests.slug} = 'wine'`);

      await db.execute(sql.raw(MIGRATION));

      const rows = await db.select({ slug: t.interests.slug, icon: t.interests.icon }).from(t.interests).orderBy(asc(t.interests.id));
      expect(rows).toHaveLength(INTERESTS.length);
      for (const row of rows) expect(row.icon).toBe(row.slug === 'wine' ? 'handmade' : row.slug);
    });
  });
});
