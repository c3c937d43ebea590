import { AccountReactivateLinkQuerySchema, REACTIVATION_FAILED_REDIRECT, reactivationPagePath } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { page } from '../../http/endpoint-route';

/** The reactivation links mailed before the confirm page: a redirect to it, never cached. */
const REACTIVATE_OLD_LINK = { method: 'GET', path: '/api/account-reactivate.php', access: 'visitor', cache: 'no-store' } as const;

/**
 * GET /api/account-reactivate.php?token=: the links mailed while this GET still reactivated. A GET must
 * not act (link scanners open it), so they now open the confirm page like the new links do and the
 * token is used only by its button. A 303 redirect, not JSON: a page.
 */
export const oldReactivationLinkRoute: RouteModule = (app) => {
  page(app, REACTIVATE_OLD_LINK, { query: AccountReactivateLinkQuerySchema }, async (request, _viewer, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    const { token } = request.query;
    return reply.redirect(token ? reactivationPagePath(token) : REACTIVATION_FAILED_REDIRECT, 303);
  });
};
