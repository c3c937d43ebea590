import {
  ACTIVATE_DONE_PATH,
  ACTIVATE_ERROR_PATH,
  ACTIVATION_DAILY_LIMIT_MESSAGE,
  ALREADY_CONFIRMED_MESSAGE,
  ActivateQuerySchema,
  resendActivationEndpoint,
} from '@dating/shared/contracts/index';
import type { AppContext, RouteModule } from '../../app-context';
import { sendActivationMail } from '../../accounts/activation-mail';
import { activateAccount } from '../../accounts/confirm-account';
import { page, route } from '../../http/endpoint-route';
import { ApiError, authenticationRequired } from '../../http/errors';
import { accountContact } from '../../members/user-record';

/** The mailed link. Per address 60 in 15 minutes: a token is 256 random bits, guessing is hopeless; this only keeps floods cheap. */
const ACTIVATE_LINK = {
  method: 'GET',
  path: '/api/activate.php',
  access: 'visitor',
  cache: 'no-store',
  rate: { per: 'address', max: 60, windowSeconds: 15 * 60 },
} as const;

interface ActivationOptions {
  /** The clock (tests move it to expire links). */
  now?: () => Date;
}

/**
 * GET /api/activate.php?token=… — the link in the confirmation e-mail: activates and redirects to
 * /activate/done, or to /activate/error when the link is unknown, used or expired.
 * POST /api/activation-resend.php — a logged-in, not yet confirmed member asks for a new link.
 */
function createActivationRoutes(options: ActivationOptions = {}): RouteModule {
  const now = options.now ?? (() => new Date());
  return (app, ctx: AppContext) => {
    const { db } = ctx;

    // A redirect, not JSON: a page. A GET that changes state: it must, a mail link cannot POST.
    // The single-use 256-bit token is the authority, not the browser's cookies, so a forged
    // cross-site request gains nothing.
    page(app, ACTIVATE_LINK, { query: ActivateQuerySchema }, async (request, _viewer, reply) => {
      // The token must not leak to other sites through the Referer of the next page.
      reply.header('referrer-policy', 'no-referrer');
      const userId = await db.transaction((tx) => activateAccount(tx, request.query.token, now()));
      return reply.redirect(userId === null ? ACTIVATE_ERROR_PATH : ACTIVATE_DONE_PATH, 303);
    });

    route(app, resendActivationEndpoint, async (request, viewer) => {
      const account = await accountContact(db, viewer.userId);
      if (!account) throw authenticationRequired();
      if (account.status === 'confirmed') throw new ApiError(409, 'conflict', ALREADY_CONFIRMED_MESSAGE);
      const sent = await sendActivationMail(ctx, {
        userId: viewer.userId,
        email: account.email,
        locale: account.language,
        host: request.headers.host,
        now: now(),
      });
      if (!sent.ok) throw new ApiError(429, 'daily_limit_reached', ACTIVATION_DAILY_LIMIT_MESSAGE);
      return { ok: true as const, email: account.email };
    });
  };
}

export const activationRoutes: RouteModule = createActivationRoutes();
