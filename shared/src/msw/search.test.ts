import { ProfileSummarySchema } from '../contracts/profile';
import { SearchResponseSchema } from '../contracts/search';
import { setupServer } from 'msw/node';
import { createSearchHandler, searchProfilesFixture } from './search';

describe('search fixture and handler', () => {
  it('the fixture profiles are valid summaries with unique ids', () => {
    for (const profile of searchProfilesFixture) expect(ProfileSummarySchema.safeParse(profile).error).toBeUndefined();
    expect(new Set(searchProfilesFixture.map((p) => p.id)).size).toBe(searchProfilesFixture.length);
  });

  const server = setupServer(createSearchHandler());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('pages through filtered results with a total, each page a valid response', async () => {
    const seen: number[] = [];
    let url = 'http://localhost/api/search.php?gender=female&limit=10';
    let total = 0;
    for (;;) {
      const body = SearchResponseSchema.parse(await (await fetch(url)).json());
      total = body.total;
      seen.push(...body.profiles.map((p) => p.id));
      if (!body.next) break;
      url = `http://localhost/api/search.php?gender=female&limit=10&after=${body.next}`;
    }
    expect(seen).toHaveLength(total);
    expect(total).toBe(searchProfilesFixture.filter((p) => p.gender === 'female').length);
  });

  it('answers 400 naming the field, like the api', async () => {
    const response = await fetch('http://localhost/api/search.php?min_age=50&max_age=30');
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe('max_age');
  });
});
