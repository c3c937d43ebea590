import { tokenLinkLoginEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { startSession } from '../../auth/login';
import { refuseSanctionedMember } from '../../auth/sanction-refusal';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { claimLoginLink } from '../../token-links/token-links';

/** English text for logs and api users; the token page never shows it (it sends the member to /login). */
const LINK_INVALID_MESSAGE = 'This link has expired or has already been used.';

/**
 * POST /api/token-link.php `{ token }` → the token page's button: claims the login token, logs its
 * member in on this browser (any session it had is ended) and answers the target. A suspended or banned
 * member is refused as at the login form (account_suspended with its end, account_banned), nothing claimed.
 */
export const tokenLinkLoginRoute: RouteModule = (app, ctx) => {
  const { db } = ctx;

  route(app, tokenLinkLoginEndpoint, async (request, _viewer, reply) => {
    const now = new Date();
    const claimed = await db.transaction(async (tx) => {
      const link = await claimLoginLink(tx, request.body.token, now);
      // A suspended or banned member gets the login form's answer; the refusal rolls the claim back, so
      // the link still works once a suspension is over (within its 48 hours).
      if (link) await refuseSanctionedMember(tx, link.userId, now);
      return link;
    });
    if (!claimed) throw new ApiError(400, 'token_invalid', LINK_INVALID_MESSAGE);
    // A fresh session id for this browser; the one it had (perhaps another member's) is ended.
    await startSession(ctx, request, reply, claimed.userId);
    return { target: claimed.target };
  });
};
