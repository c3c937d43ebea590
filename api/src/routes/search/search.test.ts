import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { SearchResponseSchema, searchMembersEndpoint, type SearchResponse } from '@dating/shared/contracts/index';
import type { App } from '../../app-context';
import { buildApp } from '../../app';
import { blocks, profiles, sites, users } from '../../db/schema';
import { ageOn } from '../../members/age';
import { bornOnOrBefore, decodeCursor, encodeCursor, searchMembers, type SearchInput } from '../../members/member-search';
import { DEMO_FREE_EMAIL, DEMO_PREMIUM_EMAIL } from '../../seed/demo-members';
import { inject } from '../../test/inject';
import { setupTestContext } from '../../test/test-app';
import { loginMember } from '../../test/builders/members';

const context = setupTestContext();
const db = () => context().database.db;
let freeCookie = '';
let freeProfileId = 0;
let premiumProfileId = 0;

beforeAll(async () => {
  ({ cookie: freeCookie, profileId: freeProfileId } = await loginMember(context(), DEMO_FREE_EMAIL));
  ({ profileId: premiumProfileId } = await loginMember(context(), DEMO_PREMIUM_EMAIL));
});

type SearchQuery = z.input<typeof searchMembersEndpoint.query>;
const searchOn = (app: App, query: SearchQuery, cookie: string | null, host: string) =>
  inject(app, searchMembersEndpoint, { query, headers: { host }, ...(cookie ? { as: cookie } : {}) });
const search = (query: SearchQuery, cookie: string | null = freeCookie, host = 'localhost') => searchOn(context().app, query, cookie, host);
/** A query the contract refuses (a value out of range, of the wrong kind): sent raw, on the descriptor's path. */
const searchUnchecked = (query: string) =>
  context().app.inject({
    method: 'GET',
    url: `${searchMembersEndpoint.path}?${query}`,
    headers: { host: 'localhost', cookie: freeCookie },
  });

/** Every page of a search through the query builder, as the browser would walk it. */
async function allPages(searcher: number | null, filters: Omit<SearchInput, 'limit' | 'after'>, limit = 48, now?: Date) {
  const pages: SearchResponse[] = [];
  let after: string | undefined;
  do {
    const page = await searchMembers(db(), searcher, { ...filters, limit, after }, now);
    pages.push(page);
    after = page.next ?? undefined;
  } while (after);
  const ids = pages.flatMap((page) => page.profiles.map((p) => p.id));
  return { pages, ids, profiles: pages.flatMap((page) => page.profiles), total: pages[0]!.total };
}

/** A fictional, active profile in a country the seed never uses, so each test owns its rows. */
let nameCounter = 0;
async function insertProfile(values: Partial<typeof profiles.$inferInsert> & { country: string }) {
  nameCounter += 1;
  const [row] = await db()
    .insert(profiles)
    .values({
      fictional: true,
      name: `Test ${nameCounter}`,
      status: 'active',
      city: 'Testville',
      gender: 'female',
      sexuality: 'hetero',
      dateOfBirth: '1990-01-01',
      ...values,
    })
    .returning({ id: profiles.id });
  return row!.id;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const yearsBefore = (date: Date, years: number, days = 0) => {
  const d = new Date(Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate() + days));
  return isoDay(d);
};

describe('GET /api/search.php (member)', () => {
  it('answers a page of summaries, the total and a cursor; default page size 24, newest profile first', async () => {
    const response = await search({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = SearchResponseSchema.parse(response.json());
    expect(body.profiles).toHaveLength(24);
    expect(body.total).toBeGreaterThan(24);
    expect(body.next).toEqual(expect.any(String));
    const ids = body.profiles.map((p) => p.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('never shows the searcher, deleted profiles or the profile the member blocked', async () => {
    const { ids, total } = await allPages(freeProfileId, {});
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(freeProfileId);
    const hidden = await db().select({ id: profiles.id, deletedAt: profiles.deletedAt }).from(profiles);
    for (const row of hidden.filter((r) => r.deletedAt)) expect(ids).not.toContain(row.id);
    const blocked = await db().select().from(blocks).where(eq(blocks.blockerProfileId, freeProfileId));
    expect(blocked.length).toBeGreaterThan(0);
    for (const block of blocked) expect(ids).not.toContain(block.blockedProfileId);
    // The other demo member is a visible, active member: found.
    expect(ids).toContain(premiumProfileId);
  });

  it.each([
    ['gender', { gender: 'female' as const }, (p: SearchResponse['profiles'][number]) => p.gender === 'female'],
    ['country', { country: 'DE' }, (p: SearchResponse['profiles'][number]) => p.country === 'DE'],
    ['min_age', { min_age: 40 }, (p: SearchResponse['profiles'][number]) => p.age >= 40],
    ['max_age', { max_age: 30 }, (p: SearchResponse['profiles'][number]) => p.age <= 30],
    [
      'all together',
      { gender: 'male' as const, country: 'NL', min_age: 25, max_age: 60 },
      (p: SearchResponse['profiles'][number]) => p.gender === 'male' && p.country === 'NL' && p.age >= 25 && p.age <= 60,
    ],
  ])('filters by %s over every page, and the total counts exactly those', async (_name, query, matches) => {
    const seen: SearchResponse['profiles'] = [];
    let after: string | undefined;
    let total = -1;
    for (;;) {
      const body = SearchResponseSchema.parse((await search({ ...query, limit: 48, after })).json());
      total = body.total;
      seen.push(...body.profiles);
      if (!body.next) break;
      after = body.next;
    }
    expect(seen.length).toBe(total);
    expect(seen.every(matches)).toBe(true);
    // And everything outside the filter is missing: the unfiltered set holds more.
    const { total: everyone } = await allPages(freeProfileId, {});
    expect(everyone).toBeGreaterThan(total);
  });

  it('filters by region (countryregion)', async () => {
    const [withRegion] = await db().select({ regionId: profiles.regionId }).from(profiles).where(eq(profiles.status, 'active')).limit(1);
    const regionId = withRegion!.regionId!;
    const { ids, total } = await allPages(freeProfileId, { countryregion: regionId });
    expect(total).toBeGreaterThan(0);
    const rows = await db().select({ regionId: profiles.regionId }).from(profiles).where(inArray(profiles.id, ids));
    expect(rows.every((r) => r.regionId === regionId)).toBe(true);
  });

  it('answers 400 naming the field on bad input', async () => {
    const cases: [string, string][] = [
      ['min_age=17', 'min_age'],
      ['max_age=100', 'max_age'],
      ['min_age=abc', 'min_age'],
      ['min_age=40&max_age=30', 'max_age'],
      ['gender=other', 'gender'],
      ['country=nl', 'country'],
      ['countryregion=-1', 'countryregion'],
      ['limit=49', 'limit'],
      ['limit=0', 'limit'],
      ['after=not%20a%20cursor', 'after'],
      [`after=${Buffer.from('{"v":2,"id":1}').toString('base64url')}`, 'after'],
      ['after=abc', 'after'],
    ];
    for (const [query, field] of cases) {
      const response = await searchUnchecked(query);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect([query, response.json().error]).toEqual([query, expect.objectContaining({ code: 'validation_failed', field })]);
    }
  });

  it('accepts min_age equal to max_age and a smaller limit', async () => {
    const body = SearchResponseSchema.parse((await search({ min_age: 30, max_age: 30, limit: 5 })).json());
    expect(body.profiles.length).toBeLessThanOrEqual(5);
    expect(body.profiles.every((p) => p.age === 30)).toBe(true);
  });
});

describe('ages on birthdays', () => {
  it('bornOnOrBefore agrees with ageOn for every day of a leap and a common year', () => {
    const dobs = ['1996-02-29', '1995-02-28', '1995-03-01', '1990-12-31', '1991-01-01', '2000-06-15', '1988-02-29'];
    for (const start of [Date.UTC(2024, 0, 1), Date.UTC(2025, 0, 1)]) {
      for (let day = 0; day < 366; day += 1) {
        const now = new Date(start + day * 86_400_000);
        for (const dob of dobs) {
          for (const years of [18, 28, 29, 30, 35, 36]) {
            expect([dob, isoDay(now), years, dob <= bornOnOrBefore(years, now)]).toEqual([
              dob,
              isoDay(now),
              years,
              ageOn(dob, now) >= years,
            ]);
          }
        }
      }
    }
  });

  it('on 29 February looks back to 28 February in common years', () => {
    expect(bornOnOrBefore(1, new Date(Date.UTC(2028, 1, 29)))).toBe('2027-02-28');
    expect(bornOnOrBefore(4, new Date(Date.UTC(2028, 1, 29)))).toBe('2024-02-29');
  });

  it('a member turning 30 today is 30; one turning 30 tomorrow is 29; one turning 31 tomorrow is still 30', async () => {
    const now = new Date();
    const today30 = await insertProfile({ country: 'IS', dateOfBirth: yearsBefore(now, 30) });
    const tomorrow30 = await insertProfile({ country: 'IS', dateOfBirth: yearsBefore(now, 30, 1) });
    const tomorrow31 = await insertProfile({ country: 'IS', dateOfBirth: yearsBefore(now, 31, 1) });
    const today31 = await insertProfile({ country: 'IS', dateOfBirth: yearsBefore(now, 31) });
    const exactly30 = await allPages(freeProfileId, { country: 'IS', min_age: 30, max_age: 30 }, 48, now);
    expect(exactly30.ids.sort((x, y) => x - y)).toEqual([today30, tomorrow31].sort((x, y) => x - y));
    expect(exactly30.profiles.every((p) => p.age === 30)).toBe(true);
    expect((await allPages(freeProfileId, { country: 'IS', max_age: 29 }, 48, now)).ids).toEqual([tomorrow30]);
    expect((await allPages(freeProfileId, { country: 'IS', min_age: 31 }, 48, now)).ids).toEqual([today31]);
    await db()
      .delete(profiles)
      .where(inArray(profiles.id, [today30, tomorrow30, tomorrow31, today31]));
  });
});

describe('paging', () => {
  it('neither skips nor repeats a profile when members sign up between pages', async () => {
    const before = [];
    for (let i = 0; i < 7; i += 1) before.push(await insertProfile({ country: 'LU' }));
    const page1 = await searchMembers(db(), freeProfileId, { country: 'LU', limit: 3 });
    expect(page1.total).toBe(7);
    // Two members sign up (and one existing profile is edited) before page 2 is asked for.
    const newcomer = await insertProfile({ country: 'LU' });
    await db().update(profiles).set({ online: true, lastSeenAt: new Date() }).where(eq(profiles.id, before[0]!));
    const page2 = await searchMembers(db(), freeProfileId, { country: 'LU', limit: 3, after: page1.next! });
    const newcomer2 = await insertProfile({ country: 'LU' });
    const page3 = await searchMembers(db(), freeProfileId, { country: 'LU', limit: 3, after: page2.next! });
    expect(page3.next).toBeNull();
    const seen = [page1, page2, page3].flatMap((page) => page.profiles.map((p) => p.id));
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(before));
    expect(seen).not.toContain(newcomer);
    // A new search shows the newcomers first and counts them.
    const fresh = await searchMembers(db(), freeProfileId, { country: 'LU', limit: 3 });
    expect(fresh.total).toBe(9);
    expect(fresh.profiles.slice(0, 2).map((p) => p.id)).toEqual([newcomer2, newcomer]);
    await db()
      .delete(profiles)
      .where(inArray(profiles.id, [...before, newcomer, newcomer2]));
  });

  it('cursors are opaque and round-trip', () => {
    expect(decodeCursor(encodeCursor({ photo: false, id: 1234 }))).toEqual({ photo: false, id: 1234 });
    expect(encodeCursor({ photo: true, id: 1234 })).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(() => decodeCursor('xyz')).toThrow('Invalid cursor');
  });
});

describe('who never appears', () => {
  it('hides members in both directions of a block', async () => {
    const iBlocked = await insertProfile({ country: 'MT' });
    const blockedMe = await insertProfile({ country: 'MT' });
    const other = await insertProfile({ country: 'MT' });
    await db()
      .insert(blocks)
      .values([
        { blockerProfileId: freeProfileId, blockedProfileId: iBlocked },
        { blockerProfileId: blockedMe, blockedProfileId: freeProfileId },
      ]);
    expect((await allPages(freeProfileId, { country: 'MT' })).ids).toEqual([other]);
    // Others (and visitors) still see both.
    expect((await allPages(premiumProfileId, { country: 'MT' })).ids.sort((x, y) => x - y)).toEqual(
      [iBlocked, blockedMe, other].sort((x, y) => x - y),
    );
    expect((await allPages(null, { country: 'MT' })).total).toBe(3);
    await db()
      .delete(profiles)
      .where(inArray(profiles.id, [iBlocked, blockedMe, other]));
  });

  it('hides invisible members, accounts waiting for deletion or deleted, and disabled profiles', async () => {
    const [premium] = await db()
      .select({ userId: profiles.userId, country: profiles.country })
      .from(profiles)
      .where(eq(profiles.id, premiumProfileId));
    const found = async () => (await allPages(freeProfileId, { country: premium!.country })).ids.includes(premiumProfileId);
    expect(await found()).toBe(true);
    const steps: [Partial<typeof users.$inferInsert>, Partial<typeof profiles.$inferInsert>][] = [
      [{ invisible: true }, {}],
      [{ deletionRequestedAt: new Date() }, {}],
      [{ deletedAt: new Date() }, {}],
      [{}, { status: 'disabled' }],
      [{}, { deletionRequestedAt: new Date() }],
      [{}, { deletedAt: new Date() }],
    ];
    for (const [userChange, profileChange] of steps) {
      if (Object.keys(userChange).length) await db().update(users).set(userChange).where(eq(users.id, premium!.userId!));
      if (Object.keys(profileChange).length) await db().update(profiles).set(profileChange).where(eq(profiles.id, premiumProfileId));
      expect([userChange, profileChange, await found()]).toEqual([userChange, profileChange, false]);
      await db().update(users).set({ invisible: false, deletionRequestedAt: null, deletedAt: null }).where(eq(users.id, premium!.userId!));
      await db()
        .update(profiles)
        .set({ status: 'active', deletionRequestedAt: null, deletedAt: null })
        .where(eq(profiles.id, premiumProfileId));
    }
    expect(await found()).toBe(true);
  });
});

describe('visitors', () => {
  it('may search on a site that allows it, without being excluded from anything a member sees', async () => {
    const response = await search({ country: 'NL' }, null, 'localhost');
    expect(response.statusCode).toBe(200);
    expect(SearchResponseSchema.parse(response.json()).total).toBeGreaterThan(0);
  });

  it('need a traffic source (network or ref) where the site demands one', async () => {
    for (const query of [{}, { country: 'DE' }, { network: '' }, { ref: ' ' }]) {
      const response = await search(query, null, 'de.localhost');
      expect([query, response.statusCode, response.json().error?.code]).toEqual([query, 403, 'authentication_required']);
    }
    expect((await search({ network: 'google' }, null, 'de.localhost')).statusCode).toBe(200);
    expect((await search({ ref: 'partner1', country: 'DE' }, null, 'de.localhost')).statusCode).toBe(200);
    // Members need none.
    expect((await search({}, freeCookie, 'de.localhost')).statusCode).toBe(200);
  });

  it('may not search where logged_out_search is off', async () => {
    const [site] = await db().select().from(sites).where(eq(sites.host, 'localhost'));
    await db()
      .insert(sites)
      .values({
        host: 'closed.localhost',
        isDefault: false,
        companyId: site!.companyId,
        vapidPrivateKey: site!.vapidPrivateKey,
        settings: { ...site!.settings, domain: 'closed.localhost', logged_out_search: false },
      });
    // A fresh app: the running one caches sites for 30 s.
    const app = await buildApp({ db: db(), engine: context().database.engine, config: context().config, logger: false });
    try {
      const visitor = await searchOn(app, { network: 'google' }, null, 'closed.localhost');
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json().error.code).toBe('authentication_required');
      const member = await searchOn(app, {}, freeCookie, 'closed.localhost');
      expect(member.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
