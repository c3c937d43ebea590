import { ACTIVATE_DONE_PATH, ACTIVATE_ERROR_PATH, ACTIVATION_LINK_PATH, ActivateQuerySchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { activateAccount } from '../../accounts/confirm-account';
import { page } from '../../http/endpoint-route';

/** The mailed link. Per address 60 in 15 minutes: a token is 256 random bits, guessing is hopeless; this only keeps floods cheap. */
const ACTIVATE_LINK = {
  method: 'GET',
  path: ACTIVATION_LINK_PATH,
  access: 'visitor',
  cache: 'no-store',
  rate: { per: 'address', max: 60, windowSeconds: 15 * 60 },
} as const;
/** The link of mails sent before it became a path of the site: they work for a week, so it answers too. */
const OLD_ACTIVATE_LINK = { ...ACTIVATE_LINK, path: '/api/activate.php' } as const;

/**
 * GET /activate?token=… (and /api/activate.php?token=… of older mails) — the link in the confirmation
 * e-mail: activates and redirects to /activate/done, or to /activate/error when the link is unknown,
 * used or expired.
 */
export const activationLinkRoute: RouteModule = (app, { db }) => {
  // A redirect, not JSON: a page. A GET that changes state: it must, a mail link cannot POST.
  // The single-use 256-bit token is the authority, not the browser's cookies, so a forged
  // cross-site request gains nothing.
  for (const link of [ACTIVATE_LINK, OLD_ACTIVATE_LINK]) {
    page(app, link, { query: ActivateQuerySchema }, async (request, _viewer, reply) => {
      // The token must not leak to other sites through the Referer of the next page.
      reply.header('referrer-policy', 'no-referrer');
      const userId = await db.transaction((tx) => activateAccount(tx, request.query.token, new Date()));
      return reply.redirect(userId === null ? ACTIVATE_ERROR_PATH : ACTIVATE_DONE_PATH, 303);
    });
  }
};
