import { matchRoute } from '../routes/match-route';
import { ROUTES, routeByName, type RouteDef } from '../routes/route-table';
import { matchStaffRoute, STAFF_ROUTES, staffRouteByName } from '../routes/staff-route-table';
import type { RemoteName } from '../contracts/remotes';
import type { RouteInfo } from '../shell-context';
import { routeInfoFor } from './stand-in-context';

/** A valid value for each route parameter, so the standalone page can open every route. */
const SAMPLE_PARAMS: Record<string, Record<string, string>> = {
  'likes-type': { type: 'received' },
  'landers-name-slug': { name: 'gallery' },
  'pages-name': { name: 'faq' },
  token: { token: 'aB3dE5gH7jK9mN1pQ2' },
};

/** A page a remote owns: a route of the member route table or of the staff console's. */
export type OwnedRoute = Pick<RouteDef, 'name' | 'path' | 'owner' | 'parcel'>;

/** The page of either table by its name (their names never meet: the console's all begin with `staff`). */
export function ownedRouteByName(name: string): OwnedRoute | undefined {
  return routeByName(name) ?? staffRouteByName(name);
}

export function sampleRoute(route: Pick<OwnedRoute, 'name' | 'path'>): RouteInfo {
  const params: Record<string, string> = { ...SAMPLE_PARAMS[route.name] };
  if (route.path.includes(':id') && !params.id) params.id = '12';
  return routeInfoFor(route.name, params);
}

export function routesOf(remote: RemoteName): OwnedRoute[] {
  return [...ROUTES, ...STAFF_ROUTES].filter((route) => route.owner === remote);
}

/** The route a URL shows, when this remote owns it. */
export function resolveOwnRoute(remote: RemoteName, url: URL): RouteInfo | null {
  const staff = matchStaffRoute(url.pathname);
  const match = staff ? { route: staff, params: {} } : matchRoute(url.pathname);
  if (!match || match.route.owner !== remote) return null;
  return { ...routeInfoFor(match.route.name, match.params, Object.fromEntries(url.searchParams)), pathname: url.pathname, hash: url.hash };
}
