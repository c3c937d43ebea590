// The data of bench/search.ts: the real seed, then profiles from the seed's own deterministic generator in bulk,
// members among them hidden in every way search must exclude, and the likes and chats of the measured member.
import { sql } from 'drizzle-orm';
import { SettingsSchema, type Settings } from '@dating/shared/contracts/index';
import type { Db } from '../../api/src/db/database';
import * as schema from '../../api/src/db/schema';
import { generateFictionalProfiles, type CityRef } from '../../api/src/seed/fictional-profiles';
import { galleryNames } from '../../api/src/seed/photos';
import { seed } from '../../api/src/seed/seed';
import type { SupportedCountry } from '../../api/src/seed/data/regions';

const BATCH = 1000;
/** Fixed reference time: the same ages (and so the same result sets) on every run. */
export const NOW = new Date('2026-06-01T12:00:00Z');

const log = (message: string) => console.log(`[bench:search] ${message}`);

/** The profiles and ids the cases read, found once after seeding. */
export interface Fixture {
  searcher: number;
  regionId: number;
  /** A typical visible profile for "similar to this profile": a woman in her thirties in DE. */
  similarBase: number;
  /** The region of DE the match finder prefers in its "with region" cases. */
  matchRegionId: number;
  /** Five interest ids for the match finder (the first three for the 3-interest cases). */
  interests: number[];
  /** The site's settings (the swipe stack's search defaults). */
  settings: Settings;
}

/**
 * Base data by the real seed (sites, catalogue, regions + cities, 60 fictional profiles, the demo
 * members), then `count` more profiles from the seed's own deterministic generator, inserted in
 * multi-row batches of 1000. Every 7th is a member (a users row), and some are hidden in each way
 * search must exclude: disabled, deleted, waiting for deletion, invisible or deleted account, and
 * blocked by / blocking the searcher. Each profile has its generated 3–8 interests (of 50). Members
 * like and chat among themselves (seedLists); the searcher has 500 likes each way and 200 chats.
 */
export async function populate(db: Db, count: number): Promise<Fixture> {
  await seed(db, { profiles: 60, photos: 'placeholder', now: NOW });
  const [site] = await db.select({ id: schema.sites.id }).from(schema.sites).limit(1);
  const cityRows = await db
    .select({
      regionId: schema.cities.regionId,
      regionName: schema.regions.name,
      country: schema.cities.country,
      name: schema.cities.name,
      lat: schema.cities.lat,
      lon: schema.cities.lon,
    })
    .from(schema.cities)
    .innerJoin(schema.regions, sql`${schema.regions.id} = ${schema.cities.regionId}`)
    .orderBy(schema.cities.id);
  const cities: CityRef[] = cityRows.map((row) => ({ ...row, country: row.country as SupportedCountry }));
  const interestIds = (await db.select({ id: schema.interests.id }).from(schema.interests)).map((row) => row.id);
  const generated = generateFictionalProfiles({ count, seed: 0xbe9c4, now: NOW, cities, interestIds });

  for (let start = 0; start < generated.length; start += BATCH) {
    const batch = generated.slice(start, start + BATCH);
    const members = batch.map((_, k) => start + k).filter((i) => i % 7 === 3);
    const userRows = members.map((i) => ({
      siteId: site!.id,
      email: `bench${i}@example.invalid`,
      passwordHash: 'bench',
      status: 'confirmed' as const,
      // ~2,000 invisible, ~700 deleted, ~700 waiting for deletion among ~14,300 members.
      invisible: i % 49 === 3,
      deletedAt: i % 140 === 10 ? NOW : null,
      deletionRequestedAt: i % 140 === 80 ? NOW : null,
    }));
    const userIds = userRows.length
      ? (await db.insert(schema.users).values(userRows).returning({ id: schema.users.id })).map((row) => row.id)
      : [];
    const userOf = new Map(members.map((i, k) => [i, userIds[k] as number]));
    const rows = batch.map((p, k) => {
      const i = start + k;
      const userId = userOf.get(i) ?? null;
      return {
        ...p.row,
        userId,
        fictional: userId === null,
        // ~1,000 disabled, ~500 deleted, ~500 waiting for deletion.
        status: i % 100 === 50 ? ('disabled' as const) : ('active' as const),
        deletedAt: i % 200 === 7 ? NOW : null,
        deletionRequestedAt: i % 200 === 107 ? NOW : null,
      };
    });
    const ids = (await db.insert(schema.profiles).values(rows).returning({ id: schema.profiles.id })).map((row) => row.id);
    await db
      .insert(schema.profileInterests)
      .values(batch.flatMap((p, k) => p.interestIds.map((interestId) => ({ profileId: ids[k] as number, interestId }))));
    await db.insert(schema.photos).values(
      batch.map((p, k) => {
        const files = galleryNames(p.face, 1)[0]!;
        return { profileId: ids[k] as number, ...files, status: 'active' as const, position: 0, isMain: true, createdAt: p.row.createdAt };
      }),
    );
    if ((start / BATCH) % 20 === 19) log(`  ${start + batch.length} profiles`);
  }

  // The searcher: a live member of the biggest country. ~1,000 blocks each way.
  const searcher = await db.execute<{ id: number }>(
    sql`SELECT p.id FROM profiles p JOIN users u ON u.id = p.user_id WHERE p.country = 'DE' AND p.status = 'active' AND p.deleted_at IS NULL AND NOT u.invisible AND u.deleted_at IS NULL ORDER BY p.id DESC LIMIT 1`,
  );
  const searcherId = Number(rowsOf<{ id: number }>(searcher)[0]!.id);
  await db.execute(
    sql`INSERT INTO blocks (blocker_profile_id, blocked_profile_id) SELECT ${searcherId}, id FROM profiles WHERE id % 97 = 1 AND id <> ${searcherId}`,
  );
  await db.execute(
    sql`INSERT INTO blocks (blocker_profile_id, blocked_profile_id) SELECT id, ${searcherId} FROM profiles WHERE id % 97 = 2 AND id <> ${searcherId}`,
  );
  // A populous region of the searcher's country for the region case.
  const region = await db.execute<{ region_id: number }>(
    sql`SELECT region_id FROM profiles WHERE country = 'DE' GROUP BY region_id ORDER BY count(*) DESC, region_id LIMIT 1`,
  );
  await seedLists(db, searcherId);
  // Statistics for the planner, and the visibility map autovacuum would have built on a live table
  // (a freshly bulk-loaded table has none, so no scan could be index-only).
  await db.execute(sql`VACUUM (ANALYZE)`);
  const regionId = Number(rowsOf<{ region_id: number }>(region)[0]!.region_id);
  // "Similar to this profile": the oldest visible fictional woman of DE aged 30–33, not blocked either way.
  const base = await db.execute<{ id: number }>(
    sql`SELECT id FROM profiles WHERE country = 'DE' AND gender = 'female' AND status = 'active' AND deleted_at IS NULL AND deletion_requested_at IS NULL AND user_id IS NULL AND date_of_birth > '1992-06-01' AND date_of_birth <= '1996-06-01' AND id % 97 NOT IN (1, 2) ORDER BY id LIMIT 1`,
  );
  const interestRows = await db.select({ id: schema.interests.id }).from(schema.interests).orderBy(schema.interests.id);
  const [siteRow] = await db
    .select({ settings: schema.sites.settings })
    .from(schema.sites)
    .where(sql`${schema.sites.id} = ${site!.id}`);
  return {
    settings: SettingsSchema.parse(siteRow!.settings),
    searcher: searcherId,
    regionId,
    similarBase: Number(rowsOf<{ id: number }>(base)[0]!.id),
    matchRegionId: regionId,
    interests: [3, 11, 19, 27, 35].map((k) => interestRows[k]!.id),
  };
}

/**
 * Likes and chats. Background: each member likes 7 profiles and starts 2 conversations of 5 messages
 * (~100,000 likes, ~28,000 conversations, ~140,000 messages), so the tables are not toy-sized. The
 * searcher, whose lists are measured: 500 received likes (a third new) and 500 sent, 200 conversations
 * of 10 messages, every other one with unread messages. Partners are spread over all profiles by a
 * multiplicative hash, so some are deleted, hidden or blocked either way (~2%), as in real life.
 */
async function seedLists(db: Db, searcher: number): Promise<void> {
  const at = NOW.toISOString();
  const [{ maxId }] = rowsOf<{ maxId: number }>(await db.execute(sql`SELECT max(id) AS "maxId" FROM profiles`)) as [{ maxId: number }];
  await db.execute(sql`
    INSERT INTO likes (from_profile_id, to_profile_id, is_new, created_at)
    SELECT f.id, t.id, (f.id + k) % 3 = 0, ${at}::timestamptz - make_interval(mins => (f.id * 31 + k * 17) % 100000)
    FROM profiles f CROSS JOIN generate_series(1, 7) AS k
    JOIN profiles t ON t.id = (f.id::bigint * 7919 + k * 104729) % ${maxId} + 1
    WHERE f.user_id IS NOT NULL AND t.id <> f.id
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO likes (from_profile_id, to_profile_id, is_new, created_at)
    SELECT id, ${searcher}, n % 3 = 0, ${at}::timestamptz - make_interval(mins => n::int * 7)
    FROM (SELECT id, row_number() OVER (ORDER BY (id::bigint * 7919) % 100003, id) AS n FROM profiles WHERE id <> ${searcher}) AS s
    WHERE n <= 500
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO likes (from_profile_id, to_profile_id, is_new, created_at)
    SELECT ${searcher}, id, false, ${at}::timestamptz - make_interval(mins => n::int * 11)
    FROM (SELECT id, row_number() OVER (ORDER BY (id::bigint * 104729) % 100003, id) AS n FROM profiles WHERE id <> ${searcher}) AS s
    WHERE n <= 500
    ON CONFLICT DO NOTHING`);

  // Conversation ids are taken from the serial up front, so participants and messages can refer to
  // them without a round trip per conversation. A plain table: the pool may run each statement on
  // another connection, so a temporary one would not be seen.
  await db.execute(sql`DROP TABLE IF EXISTS bench_pairs`);
  await db.execute(sql`
    CREATE TABLE bench_pairs AS
    SELECT nextval(pg_get_serial_sequence('conversations', 'id'))::int AS cid, a, b, messages, n
    FROM (
      SELECT f.id AS a, t.id AS b, 5 AS messages, row_number() OVER (ORDER BY f.id, k) AS n
      FROM profiles f CROSS JOIN generate_series(1, 2) AS k
      JOIN profiles t ON t.id = (f.id::bigint * 15485863 + k * 32452843) % ${maxId} + 1
      WHERE f.user_id IS NOT NULL AND t.id <> f.id AND f.id <> ${searcher} AND t.id <> ${searcher}
      UNION ALL
      SELECT id, ${searcher}, 10, n FROM (SELECT id, row_number() OVER (ORDER BY (id::bigint * 15485863) % 100019, id) AS n FROM profiles WHERE id <> ${searcher}) AS s WHERE n <= 200
    ) AS pairs`);
  await db.execute(sql`
    INSERT INTO conversations (id, started_by_profile_id, created_at, last_message_at)
    SELECT cid, a, ${at}::timestamptz - make_interval(hours => n::int), ${at}::timestamptz - make_interval(mins => n::int) FROM bench_pairs`);
  await db.execute(sql`
    INSERT INTO conversation_participants (conversation_id, profile_id)
    SELECT cid, a FROM bench_pairs UNION ALL SELECT cid, b FROM bench_pairs`);
  await db.execute(sql`
    INSERT INTO messages (conversation_id, sender_profile_id, body, created_at)
    SELECT cid, CASE WHEN m % 2 = 1 THEN a ELSE b END, 'Message ' || m, ${at}::timestamptz - make_interval(mins => n::int, secs => messages - m)
    FROM bench_pairs CROSS JOIN generate_series(1, 10) AS m
    WHERE m <= messages
    ORDER BY cid, m`);
  // Everything read but the last three messages of every other conversation.
  await db.execute(sql`
    UPDATE conversation_participants cp
    SET last_read_message_id = (SELECT max(id) - CASE WHEN cp.conversation_id % 2 = 0 THEN 3 ELSE 0 END FROM messages WHERE conversation_id = cp.conversation_id)`);
  await db.execute(sql`DROP TABLE bench_pairs`);
}

/** postgres.js returns an array, PGlite `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
