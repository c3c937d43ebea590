import type { FastifyReply, FastifyRequest } from 'fastify';
import { logoutByLinkEndpoint, logoutEndpoint } from '@dating/shared/contracts/index';
import type { AppContext, RouteModule } from '../../app-context';
import { clearSessionCookie, deleteSession, sessionToken, type Viewer } from '../../auth/sessions';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { markOffline } from '../../members/presence';

async function logout(
  { db, config, realtime }: AppContext,
  request: FastifyRequest,
  viewer: Viewer | null,
  reply: FastifyReply,
): Promise<{ user: null }> {
  const token = sessionToken(request);
  if (token) await deleteSession(db, token);
  if (viewer) {
    await markOffline(db, viewer.profileId);
    // This session's sockets close (the member's others stay: other tabs' sessions are theirs).
    realtime.sessionsChanged(viewer.userId);
  }
  clearSessionCookie(reply, config.cookieSecure);
  return { user: null };
}

/**
 * POST /api/logout.php (what the shell calls; through the CSRF guard like every POST) ends the
 * session server side and clears the cookie: `{ user: null }`. GET does the same (the api contract
 * names it), except when the browser says another site started the request
 * (`Sec-Fetch-Site: cross-site`, an image or link planted elsewhere): such a GET is refused like a
 * forged POST. Clients that send no fetch metadata (older browsers, scripts) are served as the
 * contract asks (docs/decisions.md).
 */
export const logoutRoute: RouteModule = (app, ctx) => {
  route(app, logoutEndpoint, (request, viewer, reply) => logout(ctx, request, viewer, reply));
  route(app, logoutByLinkEndpoint, async (request, viewer, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new ApiError(403, 'csrf_failed', 'Cross-site request refused.');
    return logout(ctx, request, viewer, reply);
  });
};
