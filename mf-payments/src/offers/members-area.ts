/**
 * The route table's members area (routes with `membersArea`), written out as their paths: the offer pieces
 * are on every page of a new member, and the route table brings zod (27 KB gz) with its param schemas. A
 * test holds the list to the route table.
 */
const MEMBERS_AREA_PATHS = ['/members', '/members/:id', '/likes/m/:id', '/chats', '/chats/:id', '/likes', '/likes/:type', '/premium'];

/** The route table's path of `credits`, where every offer leads; written out and held to the table like the list above. */
export const CREDITS_PATH = '/credits';

const SEGMENTS = MEMBERS_AREA_PATHS.map((path) => path.split('/').filter(Boolean));

/**
 * Whether a page is in the members area: the time-bonus banner and popup and the welcome offers live there.
 * A layout piece sees its own name as the route name, so the page is found from the pathname.
 */
export function inMembersArea(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  return SEGMENTS.some(
    (segments) =>
      segments.length === parts.length &&
      segments.every((segment, index) => (segment.startsWith(':') ? parts[index] !== '' : segment === parts[index])),
  );
}
