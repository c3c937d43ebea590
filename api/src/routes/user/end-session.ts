import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { clearSessionCookie, deleteSession, sessionToken, type Viewer } from '../../auth/sessions';
import { markOffline } from '../../members/presence';

/**
 * What both logouts (logout.ts, logout-by-link.ts) do: the session ended server side, the member
 * offline, the cookie cleared; `{ user: null }`, logged in or not.
 */
export async function endSession(
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
