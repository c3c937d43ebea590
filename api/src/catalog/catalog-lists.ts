import { asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { interests, regions } from '../db/schema';

/** Every interest with its icon, in catalogue order. */
export function listInterests(db: Db) {
  return db.select().from(interests).orderBy(asc(interests.id));
}

/** The regions of every supported country, by country then name, as the contracts name them. */
export async function listRegions(db: Db) {
  const rows = await db.select().from(regions).orderBy(asc(regions.country), asc(regions.name));
  return rows.map((r) => ({ id: r.id, country: r.country, code: r.code, name: r.name }));
}
