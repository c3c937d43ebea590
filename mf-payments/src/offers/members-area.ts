import { matchRoute } from '@dating/shared/routes/match-route';

/**
 * Whether a page is in the members area (the route table's `membersArea`): the time-bonus banner and popup
 * and the welcome offers live there. A layout piece sees its own name as the route name, so the page is
 * found from the pathname.
 */
export function inMembersArea(pathname: string): boolean {
  return matchRoute(pathname)?.route.membersArea === true;
}
