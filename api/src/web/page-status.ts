import type { FastifyRequest } from 'fastify';
import { MemberProfileQuerySchema, type Settings } from '@dating/shared/contracts/index';
import type { RouteMatch } from '@dating/shared/routes/match-route';
import { matchStaffRoute } from '@dating/shared/routes/staff-route-table';
import { getViewer } from '../auth/viewer';
import type { Db } from '../db/database';
import { profileVisibleTo } from '../members/member-profile';
import { visitorMaySearch } from '../members/visitor-search';
import { getStaffViewer } from '../staff/staff-sessions';

/**
 * Routes whose page is one member's profile or needs it, so the page exists exactly for the viewers
 * GET /api/profile.php?id= answers (`id` is the route's profile id):
 * - `members-id`, `likes-m-id`: the profile view itself;
 * - `members-id-chat`: a chat with that member, who cannot be written to when their profile is not
 *   to be seen — nor when it is the viewer's own: nobody chats with themselves.
 * The other `/members/:id…` routes are landers for ad traffic (`members-id-landing`, `-landing2`,
 * `-landing3`, `members-id-signup`): they load no profile, and whom a lander may present to a visitor
 * from an ad is the lander's rule, not the profile view's, so they stay 200 like any page.
 */
const PROFILE_PAGES: ReadonlySet<string> = new Set(['members-id', 'likes-m-id', 'members-id-chat']);

/** The traffic source (`network`, `ref`) the page forwards to the api, from the page's own query. */
function trafficSource(request: FastifyRequest): { network: string | undefined; ref: string | undefined } {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { network: text(query.network), ref: text(query.ref) };
}

/**
 * The HTTP status of a page: 404 when no route matches, and on a profile page when the viewer may
 * not see that profile — a missing and a hidden member (invisible, blocked, deleted…) answer alike,
 * as the api does. Costs the session lookup every api call makes and one query on the profile's
 * primary key, and only on profile pages.
 */
export async function pageStatus(
  db: Db,
  request: FastifyRequest,
  match: RouteMatch | null,
  settings: Pick<Settings, 'logged_out_search' | 'logged_out_search_trafficsource'>,
): Promise<200 | 404> {
  if (!match) return 404;
  if (!PROFILE_PAGES.has(match.route.name)) return 200;
  // The api's own parsing of the id (and of the traffic source a visitor's page forwards to it).
  const query = MemberProfileQuerySchema.safeParse({ ...trafficSource(request), id: match.params.id });
  if (!query.success) return 404;
  const viewer = await getViewer(db, request);
  // A visitor on a members-only page is sent to the login, and one the site does not let search is
  // asked to log in (the api answers 403, not 404): neither page may tell whether the profile exists.
  if (!viewer && (match.route.requiresLogin || !visitorMaySearch(settings, query.data))) return 200;
  if (match.route.name === 'members-id-chat' && viewer?.profileId === query.data.id) return 404;
  return (await profileVisibleTo(db, viewer?.profileId ?? null, query.data.id)) ? 200 : 404;
}

/**
 * The HTTP status of a staff console page: its two doors (the login, the set-up link) are 200 for anyone;
 * every other page, and a path under /staff that is no page, is 404 without a staff session — the same
 * answer as for a path that does not exist, so the console does not advertise itself.
 */
export async function staffPageStatus(db: Db, request: FastifyRequest, pathname: string): Promise<200 | 404> {
  const route = matchStaffRoute(pathname);
  if (!route) return 404;
  if (route.access === 'anyone') return 200;
  return (await getStaffViewer(db, request)) ? 200 : 404;
}
