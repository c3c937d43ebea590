/**
 * The route table's members area (routes with `membersArea`), written out as their paths: the layout
 * pieces that show only there (the match modal, the offer banners and popups) are on every page, and the
 * route table brings zod (27 KB gz) with its param schemas. So this module imports nothing; a test holds
 * the list to the route table.
 */
const MEMBERS_AREA_PATHS = ['/members', '/members/:id', '/likes/m/:id', '/chats', '/chats/:id', '/likes', '/likes/:type', '/premium'];

const SEGMENTS = MEMBERS_AREA_PATHS.map((path) => path.split('/').filter(Boolean));

/** Whether a page is in the members area (a layout piece sees its own name as the route name, so the pathname decides). */
export function inMembersArea(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  return SEGMENTS.some(
    (segments) =>
      segments.length === parts.length &&
      segments.every((segment, index) => (segment.startsWith(':') ? parts[index] !== '' : segment === parts[index])),
  );
}
