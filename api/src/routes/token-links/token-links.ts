import { getTokenLinkEndpoint, tokenLinkLoginEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { startSession } from '../../auth/login';
import { route } from '../../http/endpoint-route';
import { ApiError, notFound } from '../../http/errors';
import { claimLoginLink, lookUpTokenLink } from '../../token-links/token-links';

/** English text for logs and api users; the token page never shows it (it sends the member to /login). */
const LINK_INVALID_MESSAGE = 'This link has expired or has already been used.';

interface TokenLinkRouteOptions {
  /** The clock (tests move it to expire links). */
  now?: () => Date;
}

/**
 * GET /api/token-link.php?token= → what a `/{token}` link is (login: its state and target; entry: its
 * lander with the tracking query), 404 when nothing; reads only — mail scanners open links.
 * POST /api/token-link.php `{ token }` → the token page's button: claims the login token, logs its
 * member in on this browser (any session it had is ended) and answers the target.
 */
function createTokenLinkRoutes(options: TokenLinkRouteOptions = {}): RouteModule {
  const now = options.now ?? (() => new Date());
  return (app, ctx) => {
    const { db } = ctx;

    route(app, getTokenLinkEndpoint, async (request) => {
      const link = await lookUpTokenLink(db, request.query.token, now());
      if (!link) throw notFound('Unknown link');
      return link;
    });

    route(app, tokenLinkLoginEndpoint, async (request, _viewer, reply) => {
      const claimed = await db.transaction((tx) => claimLoginLink(tx, request.body.token, now()));
      if (!claimed) throw new ApiError(400, 'token_invalid', LINK_INVALID_MESSAGE);
      // A fresh session id for this browser; the one it had (perhaps another member's) is ended.
      await startSession(ctx, request, reply, claimed.userId);
      return { target: claimed.target };
    });
  };
}

export const tokenLinkRoutes: RouteModule = createTokenLinkRoutes();
