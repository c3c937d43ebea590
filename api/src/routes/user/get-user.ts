import { getUserEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { getViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { loadUser } from '../../members/user-record';

/** GET /api/user.php: the current user, or `{ user: null }` when logged out (200 either way). */
export const getUserRoute: RouteModule = (app, { db }) => {
  route(app, getUserEndpoint, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = await getViewer(db, request);
    return { user: viewer ? await loadUser(db, viewer.userId) : null };
  });
};
