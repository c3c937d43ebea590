import { logoutEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { endSession } from './end-session';

/**
 * POST /api/logout.php (what the shell calls; through the CSRF guard like every POST) ends the
 * session server side and clears the cookie: `{ user: null }`. The GET that does the same is
 * logout-by-link.ts.
 */
export const logoutRoute: RouteModule = (app, ctx) => {
  route(app, logoutEndpoint, (request, viewer, reply) => endSession(ctx, request, viewer, reply));
};
