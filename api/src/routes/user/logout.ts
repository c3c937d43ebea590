import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserResponseSchema } from '@dating/shared/contracts/index';
import type { AppContext, RouteModule } from '../../app-context';
import { clearSessionCookie, deleteSession, sessionToken } from '../../auth/sessions';
import { getViewer } from '../../auth/viewer';
import { profiles } from '../../db/schema';

async function logout({ db, config }: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<{ user: null }> {
  const viewer = await getViewer(db, request);
  const token = sessionToken(request);
  if (token) await deleteSession(db, token);
  if (viewer) await db.update(profiles).set({ online: false, lastSeenAt: new Date() }).where(eq(profiles.id, viewer.profileId));
  clearSessionCookie(reply, config.cookieSecure);
  reply.header('cache-control', 'no-store');
  return { user: null };
}

/**
 * POST /api/logout.php (what the shell calls; through the CSRF guard like every POST) ends the
 * session server side and clears the cookie: `{ user: null }`. GET does the same for §7, which names
 * it: a forged cross-site GET can only log a member out (docs/decisions.md).
 */
export const logoutRoute: RouteModule = (app, ctx) => {
  const options = { schema: { response: { 200: UserResponseSchema } } };
  app.post('/api/logout.php', options, (request, reply) => logout(ctx, request, reply));
  app.get('/api/logout.php', options, (request, reply) => logout(ctx, request, reply));
};
