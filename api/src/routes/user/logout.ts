import { eq } from 'drizzle-orm';
import { UserResponseSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { clearSessionCookie, deleteSession, sessionToken } from '../../auth/sessions';
import { getViewer } from '../../auth/viewer';
import { profiles } from '../../db/schema';

/** GET /api/logout.php: ends the session (server side too) and clears the cookie; `{ user: null }`. */
export const logoutRoute: RouteModule = (app, { db, config }) => {
  app.get('/api/logout.php', { schema: { response: { 200: UserResponseSchema } } }, async (request, reply) => {
    const viewer = await getViewer(db, request);
    const token = sessionToken(request);
    if (token) await deleteSession(db, token);
    if (viewer) await db.update(profiles).set({ online: false, lastSeenAt: new Date() }).where(eq(profiles.id, viewer.profileId));
    clearSessionCookie(reply, config.cookieSecure);
    reply.header('cache-control', 'no-store');
    return { user: null };
  });
};
