import { count, desc, inArray } from 'drizzle-orm';
import { profileInterests, profiles, regions } from '../db/schema';
import { setupTestContext } from '../test/test-app';
import { createTestMember } from '../test/builders/members';
import { searchConditions } from './member-search';
import { bestByInterests } from './similar-profiles';

const context = setupTestContext();
const db = () => context().database.db;

describe('bestByInterests (match-finder pool, similar profiles)', () => {
  it('the large-set way (interest index first) returns exactly what one ORDER BY over the set returns, wherever the limit cuts', async () => {
    // The seeded profiles' most common interests: many profiles share as many of them, so most limits
    // cut inside a tier, where the newest must win; 999999 is nobody's.
    const common = (
      await db()
        .select({ id: profileInterests.interestId })
        .from(profileInterests)
        .groupBy(profileInterests.interestId)
        .orderBy(desc(count()), profileInterests.interestId)
        .limit(3)
    ).map((row) => row.id);
    const where = searchConditions(null, {}, new Date());
    for (const interests of [common.slice(0, 1), common.slice(0, 2), common, [common[0]!, 999999], [999999]]) {
      for (const limit of [1, 5, 17, 40, 1000]) {
        const oneOrderBy = await bestByInterests(db(), where, interests, limit, { largeSet: 1e9 });
        const indexFirst = await bestByInterests(db(), where, interests, limit, { largeSet: 1 });
        expect(indexFirst).toEqual(oneOrderBy);
      }
    }
    const all = await bestByInterests(db(), where, common, 1000, { largeSet: 1 });
    expect(all.length).toBeGreaterThan(40);
    expect(all).toEqual([...all].sort((a, b) => b.shared - a.shared || b.id - a.id));
    expect(new Set(all.map((row) => row.shared)).size).toBeGreaterThan(2);
  });

  it('a wished region puts the profiles living there before those without a region', async () => {
    const [region] = await db().select({ id: regions.id, country: regions.country }).from(regions).limit(1);
    const regionId = region!.id;
    const inRegion = await createTestMember(context(), { prefix: 'pool-region', profile: { country: region!.country, regionId } });
    // Newer, so only the region can put the other first.
    const noRegion = await createTestMember(context(), { prefix: 'pool-region', profile: { country: region!.country, regionId: null } });
    const where = inArray(profiles.id, [inRegion.profileId, noRegion.profileId]);
    const [first] = await bestByInterests(db(), where, [999999], 1, { regionId });
    expect(first?.id).toBe(inRegion.profileId);
    const [newest] = await bestByInterests(db(), where, [999999], 1);
    expect(newest?.id).toBe(noRegion.profileId);
  });
});
