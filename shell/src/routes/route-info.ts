import { matchRoute, type RouteMatch } from '@dating/shared/routes/match-route';
import { isStaffPath, matchStaffRoute } from '@dating/shared/routes/staff-route-table';
import type { RouteInfo } from '@dating/shared/shell-context';

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

function queryOf(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    if (!(key in query)) query[key] = value;
  });
  return query;
}

/** What a parcel learns about the page's location (ShellContext.route), for a page of either route table. */
export function toRouteInfo(match: (Pick<RouteMatch, 'params'> & { route: { name: string } }) | null, location: LocationLike): RouteInfo {
  return {
    name: match?.route.name ?? 'not-found',
    params: match ? { ...match.params } : {},
    query: queryOf(location.search),
    pathname: location.pathname,
    hash: location.hash,
  };
}

/** The RouteInfo of a location: by the staff console's table on a console path, else by the member route table. */
export function routeInfoAt(location: LocationLike): RouteInfo {
  if (!isStaffPath(location.pathname)) return toRouteInfo(matchRoute(location.pathname), location);
  const staffRoute = matchStaffRoute(location.pathname);
  return toRouteInfo(staffRoute ? { route: staffRoute, params: {} } : null, location);
}

/** Layout pieces see the page's location under their own name (see RouteInfo.name). */
export function forPiece(route: RouteInfo, piece: string): RouteInfo {
  return { ...route, name: piece };
}

/** Structural equality, so re-renders with the same location do not publish a new route. */
export function sameRoute(a: RouteInfo, b: RouteInfo): boolean {
  return (
    a.name === b.name &&
    a.pathname === b.pathname &&
    a.hash === b.hash &&
    JSON.stringify(a.params) === JSON.stringify(b.params) &&
    JSON.stringify(a.query) === JSON.stringify(b.query)
  );
}
