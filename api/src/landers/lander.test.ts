import { eq, inArray } from 'drizzle-orm';
import { LanderResponseSchema } from '@dating/shared/contracts/index';
import { LANDER_PROFILES_MAX } from '@dating/shared/landers/lander-catalog';
import { landingVisits, profiles } from '../db/schema';
import { setupTestContext } from '../test/test-app';
import { createTestMember } from '../test/builders/members';
import { bounceReport, bounceReportCommand, formatBounceReport } from './bounce-report';
import { buildLander, findLandingProfile } from './lander';
import { aboutLine, pickLanderProfileIds } from './lander-profiles';
import { endLandingVisit, pruneLandingVisits, startLandingVisit } from './landing-visits';
import { fictionalProfile } from '../test/builders/profiles';

const context = setupTestContext();
const db = () => context().database.db;
const NOW = new Date('2026-11-26T10:00:00Z');

const lander = (slug: string | undefined, country: string | null = null, name: 'gallery' | 'maplanding' = 'gallery') =>
  buildLander(db(), { name, slug, country, viewerProfileId: null, now: NOW }).then((answer) => LanderResponseSchema.parse(answer));

/** Every profile id that is no visible fictional profile with a photo must never be answered. */
async function assertOnlyFictional(ids: readonly number[]) {
  if (ids.length === 0) return;
  const rows = await db()
    .select({ fictional: profiles.fictional, userId: profiles.userId })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
  expect(rows).toHaveLength(ids.length);
  for (const row of rows) expect(row).toEqual({ fictional: true, userId: null });
}

describe('variant resolution', () => {
  it('resolves a campaign, an interest, a city and falls back to the default', async () => {
    expect((await lander('weekend')).variant).toEqual({ kind: 'campaign', slug: 'weekend', campaign: 'weekend' });
    expect((await lander('beach')).variant).toEqual({ kind: 'interest', slug: 'beach', interest: 'beach' });
    expect((await lander('nowhere-at-all')).variant).toEqual({ kind: 'default' });
    expect((await lander(undefined)).variant).toEqual({ kind: 'default' });
  });

  it('matches a city by its slug (case, accents, apostrophes) and names it as written', async () => {
    await fictionalProfile(context(), { country: 'NL', city: "'s-Hertogenbosch" });
    const answer = await lander('s-hertogenbosch', 'DE');
    expect(answer.variant).toEqual({ kind: 'city', slug: 's-hertogenbosch', city: "'s-Hertogenbosch" });
    expect(answer.profiles.length).toBeGreaterThan(0);
    for (const profile of answer.profiles) expect([profile.country, profile.city]).toEqual(['NL', "'s-Hertogenbosch"]);
  });

  it('treats a city with no visible fictional profile with a photo as the default', async () => {
    // Vlissingen: in the catalogue; here only a real member, a hidden fictional and one without photo.
    await db().delete(profiles).where(eq(profiles.city, 'Vlissingen'));
    const member = await createTestMember(context(), { prefix: 'lander', profile: { city: 'Vlissingen', country: 'NL' } });
    await fictionalProfile(context(), { country: 'NL', city: 'Vlissingen', status: 'disabled' });
    await fictionalProfile(context(), { country: 'NL', city: 'Vlissingen', photo: false });
    await fictionalProfile(context(), { country: 'NL', city: 'Vlissingen', fictional: false });
    const answer = await lander('vlissingen', 'NL');
    expect(answer.variant).toEqual({ kind: 'default' });
    expect(answer.profiles.map((p) => p.id)).not.toContain(member.profileId);
  });

  it('shows the interest first on an interest lander, and only profiles that have it', async () => {
    await fictionalProfile(context(), { country: 'NL', city: 'Utrecht', interests: ['art', 'beach', 'coffee', 'dancing'] });
    const answer = await lander('beach', 'NL');
    expect(answer.profiles.length).toBeGreaterThan(0);
    for (const profile of answer.profiles) {
      expect(profile.interests[0]).toBe('beach');
      expect(profile.interests.length).toBeLessThanOrEqual(3);
    }
  });
});

describe('profiles', () => {
  it('answers only fictional profiles, never a member, a hidden profile or one without photo', async () => {
    const member = await createTestMember(context(), { prefix: 'lander' });
    const answers = await Promise.all([lander(undefined), lander(undefined, 'NL'), lander('weekend', 'NL'), lander('beach')]);
    for (const answer of answers) {
      expect(answer.profiles.length).toBeGreaterThan(0);
      expect(answer.profiles.length).toBeLessThanOrEqual(LANDER_PROFILES_MAX);
      expect(answer.profiles.map((p) => p.id)).not.toContain(member.profileId);
      for (const profile of answer.profiles) expect(profile.fictional).toBe(true);
      await assertOnlyFictional(answer.profiles.map((p) => p.id));
    }
  });

  it('puts the visitor country first, then fills up with others', async () => {
    // LU has no seeded profiles: exactly these three.
    const own = [
      await fictionalProfile(context(), { country: 'LU', city: 'Luxembourg' }),
      await fictionalProfile(context(), { country: 'LU', city: 'Luxembourg', online: true }),
      await fictionalProfile(context(), { country: 'LU', city: 'Luxembourg' }),
    ];
    const answer = await lander(undefined, 'LU');
    expect(answer.country).toBe('LU');
    expect(answer.profiles).toHaveLength(LANDER_PROFILES_MAX);
    expect(answer.profiles.slice(0, 3).map((p) => p.id)).toEqual(expect.arrayContaining(own));
    // Online first within the country.
    expect(answer.profiles[0]!.id).toBe(own[1]);
    expect(answer.profiles.slice(3).every((p) => p.country !== 'LU')).toBe(true);
  });

  it('keeps the order for a day and changes it the next day', async () => {
    const pool = { pool: {}, country: 'NL', limit: LANDER_PROFILES_MAX };
    const today = await pickLanderProfileIds(db(), { ...pool, now: NOW });
    expect(await pickLanderProfileIds(db(), { ...pool, now: new Date('2026-11-26T23:59:00Z') })).toEqual(today);
    expect(await pickLanderProfileIds(db(), { ...pool, now: new Date('2026-11-27T00:01:00Z') })).not.toEqual(today);
  });

  it('cuts "about me" to its first line, at a word, at most 140 characters', () => {
    expect(aboutLine('Hi there!\nSecond line')).toBe('Hi there!');
    expect(aboutLine('\n  first   real line  \n')).toBe('first real line');
    const long = aboutLine(`${'word '.repeat(40)}end`);
    expect(Array.from(long).length).toBeLessThanOrEqual(140);
    expect(long).toMatch(/word…$/);
    expect(Array.from(aboutLine('x'.repeat(300))).length).toBe(140);
    expect(aboutLine('😀'.repeat(200)).endsWith('😀…')).toBe(true);
  });

  it('gives a profile without coordinates its city’s', async () => {
    const id = await fictionalProfile(context(), { country: 'NL', city: 'Amsterdam', lat: null, lon: null });
    const profile = await findLandingProfile(db(), id, NOW);
    expect(profile).toMatchObject({ id, lat: 52.37, lon: 4.9, region: null, fictional: true });
  });
});

describe('places', () => {
  it('are the cities of the visitor country for maplanding only, counting the profiles shown', async () => {
    const map = await lander(undefined, 'NL', 'maplanding');
    expect(map.places.length).toBeGreaterThan(0);
    expect(map.places.map((p) => p.name)).toContain('Amsterdam');
    const shownInNl = map.profiles.filter((p) => p.country === 'NL').length;
    expect(map.places.reduce((sum, place) => sum + place.profiles, 0)).toBe(shownInNl);
    expect((await lander(undefined, 'NL', 'gallery')).places).toEqual([]);
  });

  it('fall back to the profiles’ main country when the visitor’s is unknown', async () => {
    const map = await lander(undefined, null, 'maplanding');
    expect(map.places.length).toBeGreaterThan(0);
  });
});

describe('landing visits and the bounce report', () => {
  const start = (page: 'gallery' | 'index', slug: string | null, network: string | null) =>
    startLandingVisit(db(), { page, slug, tracking: network ? { network: `{${network}}`, sub1: ' s1 ' } : null, siteId: 1, now: NOW });

  it('keeps the first end, cleans the tracking and reports bounces per page, slug and network', async () => {
    await db().delete(landingVisits);
    const a = await start('gallery', 'summer', 'ads');
    const b = await start('gallery', 'summer', 'ads');
    const c = await start('gallery', 'summer', 'ads');
    await start('gallery', 'summer', 'ads'); // never ended
    const d = await start('index', null, null);
    await endLandingVisit(db(), { visit: a, acted: false, now: NOW });
    await endLandingVisit(db(), { visit: a, acted: true, now: NOW }); // too late: the first end counts
    await endLandingVisit(db(), { visit: b, acted: true, now: NOW });
    await endLandingVisit(db(), { visit: c, acted: false, now: NOW });
    await endLandingVisit(db(), { visit: d, acted: true, now: NOW });
    await endLandingVisit(db(), { visit: '00000000-0000-4000-8000-000000000000', acted: true, now: NOW });

    const [row] = await db().select().from(landingVisits).where(eq(landingVisits.id, a));
    expect(row).toMatchObject({ network: 'ads', sub1: 's1', acted: false });

    const report = await bounceReport(db(), { days: 30, now: NOW });
    expect(report).toEqual([
      { page: 'gallery', slug: 'summer', network: 'ads', visits: 4, ended: 3, bounces: 2, rate: 2 / 3 },
      { page: 'index', slug: null, network: null, visits: 1, ended: 1, bounces: 0, rate: 0 },
    ]);
    const text = formatBounceReport(report, 30);
    expect(text).toMatch(/gallery\s+summer\s+ads\s+4\s+3\s+2\s+66\.7%/);
    expect(text).toMatch(/index\s+-\s+-\s+1\s+1\s+0\s+0\.0%/);
    // Out of the window: none.
    expect(await bounceReport(db(), { days: 1, now: new Date(NOW.getTime() + 2 * 86_400_000) })).toEqual([]);
  });

  it('deletes visits older than 90 days', async () => {
    await db().delete(landingVisits);
    await start('gallery', null, null);
    expect(await pruneLandingVisits(db(), new Date(NOW.getTime() + 89 * 86_400_000))).toBe(0);
    expect(await pruneLandingVisits(db(), new Date(NOW.getTime() + 91 * 86_400_000))).toBe(1);
  });

  it('refuses a bad --days before opening any database', async () => {
    const failed: string[] = [];
    const io = { write: () => undefined, fail: (text: string) => void failed.push(text) };
    expect(await bounceReportCommand(['--days', '0'], {}, io)).toBe(64);
    expect(await bounceReportCommand(['--weeks', '2'], {}, io)).toBe(64);
    expect(failed.join('')).toContain('usage: npm run landers:bounces');
  });
});
