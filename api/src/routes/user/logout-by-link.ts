import { logoutByLinkEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { endSession } from './end-session';

/**
 * GET /api/logout.php does what the POST does (logout.ts; the api contract names it), except when
 * the browser says another site started the request (`Sec-Fetch-Site: cross-site`, an image or link
 * planted elsewhere): such a GET is refused like a forged POST. Clients that send no fetch metadata
 * (older browsers, scripts) are served as the contract asks (docs/decisions.md).
 */
export const logoutByLinkRoute: RouteModule = (app, ctx) => {
  route(app, logoutByLinkEndpoint, async (request, viewer, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new ApiError(403, 'csrf_failed', 'Cross-site request refused.');
    return endSession(ctx, request, viewer, reply);
  });
};
