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
import { requireViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { ApiError, authenticationRequired } from '../../http/errors';
import { accountContact } from '../../members/user-record';

/** Per IP: each resend is an e-mail, so a script must not be able to use us as a mail cannon. */
export const RESEND_IP_LIMIT = { max: 10, timeWindow: 15 * 60_000 };
/** Per IP: a token is 256 random bits, guessing is hopeless; this only keeps floods cheap. */
const ACTIVATE_IP_LIMIT = { max: 60, timeWindow: 15 * 60_000 };

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

    // A redirect, not JSON: stays app.get. A GET that changes state: it must, a mail link cannot POST.
    // The single-use 256-bit token is the authority, not the browser's cookies, so a forged
    // cross-site request gains nothing.
    app.get(
      '/api/activate.php',
      { schema: { querystring: ActivateQuerySchema }, config: { rateLimit: ACTIVATE_IP_LIMIT } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // The token must not leak to other sites through the Referer of the next page.
        reply.header('referrer-policy', 'no-referrer');
        const userId = await db.transaction((tx) => activateAccount(tx, request.query.token, now()));
        return reply.redirect(userId === null ? ACTIVATE_ERROR_PATH : ACTIVATE_DONE_PATH, 303);
      },
    );

    route(app, resendActivationEndpoint, { config: { rateLimit: RESEND_IP_LIMIT } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = await requireViewer(db, request);
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
