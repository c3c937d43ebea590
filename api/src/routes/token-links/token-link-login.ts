import { tokenLinkLoginEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { startSession } from '../../auth/login';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { claimLoginLink } from '../../token-links/token-links';

/** English text for logs and api users; the token page never shows it (it sends the member to /login). */
const LINK_INVALID_MESSAGE = 'This link has expired or has already been used.';

/**
 * POST /api/token-link.php `{ token }` → the token page's button: claims the login token, logs its
 * member in on this browser (any session it had is ended) and answers the target.
 */
export const tokenLinkLoginRoute: RouteModule = (app, ctx) => {
  const { db } = ctx;

  route(app, tokenLinkLoginEndpoint, async (request, _viewer, reply) => {
    const claimed = await db.transaction((tx) => claimLoginLink(tx, request.body.token, new Date()));
    if (!claimed) throw new ApiError(400, 'token_invalid', LINK_INVALID_MESSAGE);
    // A fresh session id for this browser; the one it had (perhaps another member's) is ended.
    await startSession(ctx, request, reply, claimed.userId);
    return { target: claimed.target };
  });
};
