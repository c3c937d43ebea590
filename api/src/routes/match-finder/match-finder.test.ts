import { eq, like } from 'drizzle-orm';
import { ErrorBodySchema, MatchFinderResponseSchema, SimilarResponseSchema } from '@dating/shared/contracts/index';
import { blocks, profileInterests, profiles, users } from '../../db/schema';
import { ageOn } from '../../members/age';
import { DEMO_FREE_EMAIL } from '../../seed/demo-members';
import { setupTestContext } from '../../test/test-app';
import { createLoggedInMember, createTestMember, loginMember } from '../../test/builders/members';

const context = setupTestContext();
const db = () => context().database.db;
let cookie = '';
let freeId = 0;
beforeAll(async () => {
  ({ cookie, profileId: freeId } = await loginMember(context(), DEMO_FREE_EMAIL));
});
const get = (url: string, who: string | null = cookie, host = 'localhost') =>
  context().app.inject({ method: 'GET', url, headers: { host, ...(who ? { cookie: who } : {}) } });

describe('GET /api/match-finder.php', () => {
  it('answers matches inside the wished filters, best score first, with the wished interests they share', async () => {
    const response = await get('/api/match-finder.php?gender=female&min_age=25&max_age=45&interests=1,2,3');
    expect(response.statusCode).toBe(200);
    const { matches } = MatchFinderResponseSchema.parse(response.json());
    expect(matches.length).toBeGreaterThan(0);
    const scores = matches.map((m) => m.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const match of matches) {
      expect(match.profile.gender).toBe('female');
      expect(match.profile.age).toBeGreaterThanOrEqual(25);
      expect(match.profile.age).toBeLessThanOrEqual(45);
      expect(match.profile.id).not.toBe(freeId);
      for (const id of match.shared_interests) expect([1, 2, 3]).toContain(id);
      const owned = await db()
        .select({ id: profileInterests.interestId })
        .from(profileInterests)
        .where(eq(profileInterests.profileId, match.profile.id));
      expect(match.shared_interests).toEqual(
        owned
          .map((o) => o.id)
          .filter((id) => [1, 2, 3].includes(id))
          .sort((a, b) => a - b),
      );
    }
  });

  it('rejects more than five interests and an inverted age range, naming the field', async () => {
    const many = await get('/api/match-finder.php?interests=1,2,3,4,5,6');
    expect(many.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(many.json()).error.field).toBe('interests');
    const ages = await get('/api/match-finder.php?min_age=50&max_age=30');
    expect(ErrorBodySchema.parse(ages.json()).error.field).toBe('max_age');
  });

  it('leaves out the searcher, members blocked either way, invisible members, accounts waiting for deletion and profiles not yet activated', async () => {
    // Luxembourg: no seeded profile lives there, so every candidate is one of these.
    const profile = { country: 'LU', city: 'Luxembourg', gender: 'female' as const, dateOfBirth: '1990-05-05' };
    const make = (prefix: string, options: Parameters<typeof createTestMember>[1] = {}) =>
      createTestMember(context(), { prefix: `match-${prefix}`, ...options, profile: { ...profile, ...options.profile } });
    const searcher = await createLoggedInMember(context(), { prefix: 'match-searcher', profile });
    const visible = await make('visible');
    const blockedBySearcher = await make('blocked');
    const blockingSearcher = await make('blocking');
    const invisible = await make('invisible');
    const leaving = await make('leaving');
    await make('not-activated', { confirmed: false });
    await db()
      .insert(blocks)
      .values([
        { blockerProfileId: searcher.profileId, blockedProfileId: blockedBySearcher.profileId },
        { blockerProfileId: blockingSearcher.profileId, blockedProfileId: searcher.profileId },
      ]);
    await db().update(users).set({ invisible: true }).where(eq(users.id, invisible.id));
    // Asking to delete marks the account and its profile (account-deletion/deletion.ts).
    await db().update(users).set({ deletionRequestedAt: new Date() }).where(eq(users.id, leaving.id));
    await db().update(profiles).set({ deletionRequestedAt: new Date() }).where(eq(profiles.id, leaving.profileId));

    const idsFor = async (who: string | null) => {
      const response = await get('/api/match-finder.php?gender=female&country=LU&min_age=18&max_age=99', who);
      expect(response.statusCode).toBe(200);
      return MatchFinderResponseSchema.parse(response.json())
        .matches.map((match) => match.profile.id)
        .sort((x, y) => x - y);
    };
    expect(await idsFor(searcher.cookie)).toEqual([visible.profileId]);
    // A visitor sees no member who has not chosen to be seen by visitors.
    expect(await idsFor(null)).toEqual([]);
    await db().update(users).set({ visibleToVisitors: true }).where(like(users.email, 'match-%'));
    // A visitor has no blocks and is nobody: the searcher and the two blocked either way are found,
    // the hidden accounts (invisible, leaving, not activated) still not.
    expect(await idsFor(null)).toEqual(
      [searcher.profileId, visible.profileId, blockedBySearcher.profileId, blockingSearcher.profileId].sort((x, y) => x - y),
    );
  });

  it('visitors: as for search (de.localhost demands a traffic source)', async () => {
    expect((await get('/api/match-finder.php', null, 'de.localhost')).statusCode).toBe(403);
    expect((await get('/api/match-finder.php?network=google', null, 'de.localhost')).statusCode).toBe(200);
    expect((await get('/api/match-finder.php', null, 'localhost')).statusCode).toBe(200);
  });
});

describe('GET /api/similar.php', () => {
  it('for a profile: same country and gender, within five years of its age, never the profile itself or the viewer', async () => {
    const [base] = await db().select().from(profiles).where(eq(profiles.fictional, true)).limit(1);
    const response = await get(`/api/similar.php?id=${base!.id}`);
    expect(response.statusCode).toBe(200);
    const { profiles: similar } = SimilarResponseSchema.parse(response.json());
    const age = ageOn(base!.dateOfBirth);
    for (const profile of similar) {
      expect(profile.id).not.toBe(base!.id);
      expect(profile.id).not.toBe(freeId);
      expect(profile.country).toBe(base!.country);
      expect(profile.gender).toBe(base!.gender);
      expect(Math.abs(profile.age - age)).toBeLessThanOrEqual(5);
    }
    expect(similar.length).toBeLessThanOrEqual(12);
  });

  it('near a search: the country, the age range widened by five years', async () => {
    const { profiles: similar } = SimilarResponseSchema.parse((await get('/api/similar.php?country=NL&min_age=30&max_age=32')).json());
    for (const profile of similar) {
      expect(profile.country).toBe('NL');
      expect(profile.age).toBeGreaterThanOrEqual(25);
      expect(profile.age).toBeLessThanOrEqual(37);
    }
  });

  it('an unknown profile is 404; visitors as for search', async () => {
    expect((await get('/api/similar.php?id=2000000000')).statusCode).toBe(404);
    expect((await get('/api/similar.php?country=DE', null, 'de.localhost')).statusCode).toBe(403);
    expect((await get('/api/similar.php?country=DE&ref=partner', null, 'de.localhost')).statusCode).toBe(200);
  });
});
