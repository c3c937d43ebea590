import { count, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { GENDERS } from '@dating/shared/contracts/index';
import * as t from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import type { Database } from '../db/database';
import { INTERESTS } from './data/interests';
import { REGIONS, SUPPORTED_COUNTRIES } from './data/regions';
import { SITES } from './data/sites';
import { DEMO_FREE_EMAIL, DEMO_PREMIUM_EMAIL } from './demo-members';
import { dateOfBirthForAge, generateFictionalProfiles, type CityRef } from './fictional-profiles';
import { ageOn } from '../members/age';
import { isDatabaseEmpty, seed, seedIfEmpty } from './seed';

const cities: CityRef[] = SUPPORTED_COUNTRIES.flatMap((country) =>
  REGIONS[country].flatMap(([, regionName, list], index) =>
    list.map(([name, lat, lon]) => ({ regionId: index + 1, regionName, country, name, lat, lon })),
  ),
);
const now = new Date('2026-06-15T12:00:00Z');

describe('fictional profiles', () => {
  it('are the same on every run', () => {
    const a = generateFictionalProfiles({ count: 80, seed: 42, now, cities, interestIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    const b = generateFictionalProfiles({ count: 80, seed: 42, now, cities, interestIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(a).toEqual(b);
    // Growing the count extends the set without changing the first profiles.
    const c = generateFictionalProfiles({ count: 120, seed: 42, now, cities, interestIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(c.slice(0, 80)).toEqual(a);
  });

  it('spread over countries, genders, sexualities and ages 18–70, in cities of their country', () => {
    const profiles = generateFictionalProfiles({ count: 500, seed: 0xda7e, now, cities, interestIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(new Set(profiles.map((p) => p.row.country)).size).toBe(SUPPORTED_COUNTRIES.length);
    expect(new Set(profiles.map((p) => p.row.gender))).toEqual(new Set(GENDERS));
    expect(new Set(profiles.map((p) => p.row.sexuality))).toEqual(new Set(['hetero', 'gay', 'lesbian', 'bi']));
    const ages = profiles.map((p) => ageOn(p.row.dateOfBirth, now));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...ages)).toBeLessThanOrEqual(70);
    for (const p of profiles) {
      const city = cities.find((c) => c.name === p.row.city && c.country === p.row.country);
      expect(city).toBeDefined();
      expect(p.row.aboutMe?.length).toBeGreaterThan(20);
      expect(p.interestIds.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('get a date of birth matching their age exactly', () => {
    for (let offset = 0; offset < 400; offset += 37) expect(ageOn(dateOfBirthForAge(now, 33, offset), now)).toBe(33);
  });
});

describe('seed into a database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(() => database?.close());

  it('fills an empty database once, and never twice', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const report = await seedIfEmpty(database.db, { profiles: 60, photos: 'placeholder', now });
    expect(report.seeded).toBe(true);
    expect((await seedIfEmpty(database.db, { profiles: 60, photos: 'placeholder', now })).seeded).toBe(false);
    // Seeding twice stops at the first site: its host is taken (unique).
    await expect(seed(database.db, { profiles: 60, photos: false, now })).rejects.toThrow(/insert into "sites"/);

    const db = database.db;
    const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;
    expect(await n(t.sites)).toBe(SITES.length);
    expect(await n(t.interests)).toBe(INTERESTS.length);
    expect(await n(t.regions)).toBe(SUPPORTED_COUNTRIES.reduce((sum, c) => sum + REGIONS[c].length, 0));
    expect((await db.select({ n: count() }).from(t.profiles).where(eq(t.profiles.fictional, true)))[0]?.n).toBe(60);
    expect((await db.select({ n: count() }).from(t.photos).where(eq(t.photos.isMain, true)))[0]?.n).toBe(62);
    // Staff with the published demo password only when asked for (main.ts asks outside production).
    expect(await n(t.staffAccounts)).toBe(0);
  });

  it('creates the demo members with argon2id hashes, confirmed, credits through the ledger', async () => {
    const db = database.db;
    const members = await db.select().from(t.users);
    expect(members.map((u) => u.email).sort()).toEqual([DEMO_FREE_EMAIL, DEMO_PREMIUM_EMAIL]);
    for (const user of members) {
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user.status).toBe('confirmed');
    }
    expect(members.find((u) => u.email === DEMO_PREMIUM_EMAIL)?.paidUser).toBe(true);
    const [payments] = await db.select({ n: count() }).from(t.payments).where(eq(t.payments.status, 'completed'));
    expect(payments?.n).toBe(1);
    const keys = await db.select({ key: t.creditLedger.idempotencyKey }).from(t.creditLedger);
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
    const [deleted] = await db.select({ n: count() }).from(t.profiles).where(isNotNull(t.profiles.deletedAt));
    expect(deleted?.n).toBe(2);
  });

  it('gives the demo members chat history to page through, free messages and slots left, and balances equal to their ledgers', async () => {
    const db = database.db;
    const members = await db
      .select({ userId: t.users.id, email: t.users.email, profileId: t.profiles.id })
      .from(t.users)
      .innerJoin(t.profiles, eq(t.profiles.userId, t.users.id));
    const of = (email: string) => members.find((m) => m.email === email)!;
    const [longest] = await db
      .select({ n: count() })
      .from(t.messages)
      .groupBy(t.messages.conversationId)
      .orderBy(sql`count(*) DESC`)
      .limit(1);
    expect(longest!.n).toBeGreaterThanOrEqual(70);
    const started = async (email: string) =>
      (
        await db
          .select({ n: count() })
          .from(t.conversations)
          .where(eq(t.conversations.startedByProfileId, of(email).profileId))
      )[0]!.n;
    expect(await started(DEMO_FREE_EMAIL)).toBe(1);
    const accounts = await db.select().from(t.creditAccounts);
    const account = (email: string) => accounts.find((a) => a.userId === of(email).userId)!;
    expect(account(DEMO_FREE_EMAIL).freeMessagesUsed).toBe(0);
    expect(account(DEMO_PREMIUM_EMAIL).balance).toBeGreaterThanOrEqual(200);
    for (const { userId } of members) {
      const [sum] = await db
        .select({ total: sql<string>`coalesce(sum(${t.creditLedger.delta}), 0)` })
        .from(t.creditLedger)
        .where(eq(t.creditLedger.userId, userId));
      expect(Number(sum!.total)).toBe(accounts.find((a) => a.userId === userId)!.balance);
    }
    // The two demo members can write to each other: no block between them.
    const between = await db
      .select()
      .from(t.blocks)
      .where(
        sql`(${t.blocks.blockerProfileId}, ${t.blocks.blockedProfileId}) IN ((${of(DEMO_FREE_EMAIL).profileId}, ${of(DEMO_PREMIUM_EMAIL).profileId}), (${of(DEMO_PREMIUM_EMAIL).profileId}, ${of(DEMO_FREE_EMAIL).profileId}))`,
      );
    expect(between).toEqual([]);
  });

  it('keeps every site’s settings valid and the push key pair real', async () => {
    const rows = await database.db
      .select({ key: sql<string>`${t.sites.settings}->>'push_public_key'`, priv: t.sites.vapidPrivateKey })
      .from(t.sites);
    for (const row of rows) {
      expect(Buffer.from(row.key, 'base64url')).toHaveLength(65);
      expect(Buffer.from(row.priv, 'base64url')).toHaveLength(32);
    }
  });
});
