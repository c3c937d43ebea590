import { matchRoute } from './match-route';
import type { RouteName } from './route-table';
import { safeRedirect } from './safe-redirect';

/**
 * The members-area pages a purchase can start from (a refused message or gift, a like limit, the swipe
 * game's): the only places a completed payment leads back to. A list, not "any page of the table": the
 * token route logs whoever opens it into the token's account, and the account pages (reset, mail change,
 * signup) do things — a crafted `return_to` must never turn "Back to your conversation" into one of them.
 */
const RETURN_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'members',
  'members-id',
  'likes-m-id',
  'members-id-chat',
  'chats',
  'chats-id',
  'likes',
  'likes-type',
  'match-finder',
  'swipe-game',
]);

/**
 * Where a member goes back to after buying (`return_to` of /credits, carried to the payment's completed
 * page): one of the pages above, or null. Refused besides: everything safeRedirect refuses (absolute and
 * protocol-relative URLs, backslashes, control characters) and a path that does not decode.
 */
export function safeReturnTo(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  // safeRedirect gives its default for anything unsafe and normalises the rest: only an unchanged path passes.
  if (safeRedirect(candidate) !== candidate) return null;
  const pathname = new URL(candidate, 'https://return-to.invalid').pathname;
  const name = matchRoute(pathname)?.route.name as RouteName | undefined;
  return name !== undefined && RETURN_ROUTES.has(name) ? candidate : null;
}
