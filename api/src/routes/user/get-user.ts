import { getUserEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { loadUser } from '../../members/user-record';

/** GET /api/user.php: the current user, or `{ user: null }` when logged out (200 either way). */
export const getUserRoute: RouteModule = (app, { db }) => {
  route(app, getUserEndpoint, async (request, viewer) => {
    return { user: viewer ? await loadUser(db, viewer.userId) : null };
  });
};
