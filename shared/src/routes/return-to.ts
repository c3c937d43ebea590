import { matchRoute } from './match-route';
import { safeRedirect } from './safe-redirect';

/**
 * Where a member goes back to after buying (`return_to` of /credits, carried to the payment's completed
 * page): a path of this site that the route table knows, or null. Refused, besides everything
 * safeRedirect refuses (absolute and protocol-relative URLs, backslashes, control characters): a path
 * the table does not know, and the payment pages themselves (going back there would be a loop).
 */
export function safeReturnTo(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  // safeRedirect gives its default for anything unsafe and normalises the rest: only an unchanged path passes.
  if (safeRedirect(candidate) !== candidate) return null;
  const pathname = new URL(candidate, 'https://return-to.invalid').pathname;
  const route = matchRoute(pathname)?.route;
  if (!route || route.owner === 'mf_payments') return null;
  return candidate;
}
