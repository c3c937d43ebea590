import type { FastifyReply, FastifyRequest } from 'fastify';
import { logoutByLinkEndpoint, logoutEndpoint } from '@dating/shared/contracts/index';
import type { AppContext, RouteModule } from '../../app-context';
import { clearSessionCookie, deleteSession, sessionToken } from '../../auth/sessions';
import { getViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { markOffline } from '../../members/presence';

async function logout({ db, config, realtime }: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<{ user: null }> {
  const viewer = await getViewer(db, request);
  const token = sessionToken(request);
  if (token) await deleteSession(db, token);
  if (viewer) {
    await markOffline(db, viewer.profileId);
    // This session's sockets close (the member's others stay: other tabs' sessions are theirs).
    realtime.sessionsChanged(viewer.userId);
  }
  clearSessionCookie(reply, config.cookieSecure);
  reply.header('cache-control', 'no-store');
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
  route(app, logoutEndpoint, {}, (request, reply) => logout(ctx, request, reply));
  route(app, logoutByLinkEndpoint, {}, async (request, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new ApiError(403, 'csrf_failed', 'Cross-site request refused.');
    return logout(ctx, request, reply);
  });
};
