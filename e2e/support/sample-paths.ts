import { ROUTES, type RouteDef } from '@dating/shared/routes/route-table';

/** A valid sample value for each route parameter, so every route of the route table can be visited. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '12',
  slug: 'summer',
  type: 'received',
  paymentmethod: 'ideal',
  name: '',
  token: 'aB3dE5gH7jK9mN1pQ2',
};

/**
 * Where a route's sample must be one of the walking member's own (the walk logs in as the free demo
 * member): conversation 3 is hers in the deterministic seed, one without unread messages, so the walk
 * leaves the unread counts other journeys check as they were; a bundle must be one her country is sold.
 */
const SAMPLE_PARAMS_BY_ROUTE: Record<string, Record<string, string>> = {
  'chats-id': { id: '3' },
  // A bundle of the walking member's payment country (the default site's euro bundles are rows 1–4 of the seed).
  'credits-id-paymentmethod': { id: '2' },
};

function samplePath(route: RouteDef): string {
  return route.path.replace(/:([a-zA-Z]+)\??/g, (_, key: string) => {
    if (key === 'name') return route.name === 'pages-name' ? 'faq' : 'gallery';
    const value = SAMPLE_PARAMS_BY_ROUTE[route.name]?.[key] ?? SAMPLE_PARAMS[key];
    if (value === undefined) throw new Error(`no sample for :${key}`);
    return value;
  });
}

/**
 * Routes walked only without their optional params: a payment's status page needs a payment of the walking
 * member's own (its public id is random, and any other answers 404); payment-status.spec.ts walks it.
 */
const BARE_ONLY = new Set(['transactions-id']);

/**
 * Routes not walked at all: the token page stays only for a valid login link (random, issued with a
 * notification mail) and otherwise leaves at once (to /login, or an entry link's lander); the token-link
 * journey walks it with a real link.
 */
const NOT_WALKED = new Set(['token']);

/**
 * Every route of the member route table, the optional params' both ways. The staff console's pages are in a
 * table of their own (shared/src/routes/staff-route-table.ts) and walked by none of the walks that use this:
 * a visitor or member gets the 404 page on the console (checked, with axe on its pages, in staff-console.spec.ts).
 */
export const SAMPLE_VISITS = ROUTES.flatMap((route) => {
  if (NOT_WALKED.has(route.name)) return [];
  const bare = route.path.includes('?') ? route.path.replace(/\/:[a-zA-Z]+\?/g, '') : null;
  const withBare = bare && bare !== route.path ? [{ route, path: samplePath({ ...route, path: bare }) }] : [];
  if (BARE_ONLY.has(route.name)) return withBare;
  return [{ route, path: samplePath(route) }, ...withBare];
});
