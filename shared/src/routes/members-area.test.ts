import { matchRoute } from './match-route';
import { inMembersArea } from './members-area';
import { ROUTES } from './route-table';

/** Values a route's params may take, tried in turn until the route table takes the path as that route. */
const SAMPLES: Record<string, string[]> = {
  id: ['12', 'pay_12345678'],
  type: ['received'],
  slug: ['a-slug'],
  paymentmethod: ['ideal'],
  name: ['video', 'faq'],
  token: ['a1b2c3d4e5f6g7h8'],
};

/** A path of `route` with its params filled in, that the route table matches to that route. */
function samplePath(route: (typeof ROUTES)[number]): string | null {
  const keys = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const candidates = keys.reduce<Record<string, string>[]>(
    (sets, key) => sets.flatMap((set) => (SAMPLES[key] ?? ['x']).map((value) => ({ ...set, [key]: value }))),
    [{}],
  );
  for (const values of candidates) {
    const path = route.path.replace(/\/:(\w+)\??/g, (_, key: string) => `/${values[key]}`);
    if (matchRoute(path)?.route.name === route.name) return path;
  }
  return null;
}

describe('the members area, written out', () => {
  it('is the route table’s: every route’s page is in it exactly when the table says so', () => {
    for (const route of ROUTES) {
      const path = samplePath(route);
      expect([route.name, path === null ? 'no sample' : 'sample']).toEqual([route.name, 'sample']);
      expect([route.name, inMembersArea(path!)]).toEqual([route.name, route.membersArea === true]);
    }
  });

  it('knows a page by its path', () => {
    expect(
      ['/members', '/members/12', '/members/12/', '/likes', '/likes/sent', '/likes/m/3', '/chats/4', '/premium'].map(inMembersArea),
    ).toEqual(Array(8).fill(true));
    expect(['/', '/swipe-game', '/credits', '/members/12/chat', '/profile', '/settings'].map(inMembersArea)).toEqual(Array(6).fill(false));
  });
});
