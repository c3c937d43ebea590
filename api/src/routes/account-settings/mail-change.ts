import { checkMailChangeLinkEndpoint, confirmMailChangeEndpoint, requestMailChangeEndpoint } from '@dating/shared/contracts/index';
import { confirmMailChange, isMailChangeTokenUsable, requestMailChange } from '../../account-settings/mail-change';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';

/** Per IP: 'already in use' tells whether an address has an account, so guessing is slowed down. */
export const MAIL_CHANGE_IP_LIMIT = { max: 30, timeWindow: 15 * 60_000 };
const MAIL_CHANGE_DO_IP_LIMIT = { max: 30, timeWindow: 15 * 60_000 };
/** Per IP: a page opening asks once; a token cannot be guessed, so this only stops a flood. */
const MAIL_CHANGE_CHECK_IP_LIMIT = { max: 60, timeWindow: 15 * 60_000 };

interface MailChangeRouteOptions {
  /** The clock (tests move it to expire links). */
  now?: () => Date;
}

/**
 * POST /api/mail-change.php `{ email }` (logged in) mails a confirmation link to the new address;
 * GET /api/mail-change-do.php?token= → `{ valid }` tells the /mail-change/do page on opening whether
 * the link still works (nothing is used up); POST /api/mail-change-do.php `{ token }` (from that
 * page, logged in or not: the link itself proves the new mailbox) makes it the account's address.
 */
function createMailChangeRoutes(options: MailChangeRouteOptions = {}): RouteModule {
  const now = options.now ?? (() => new Date());
  return (app, ctx) => {
    route(app, requestMailChangeEndpoint, { config: { rateLimit: MAIL_CHANGE_IP_LIMIT } }, async (request, reply) => {
      const viewer = await requireViewer(ctx.db, request);
      reply.header('cache-control', 'no-store');
      const email = await requestMailChange(ctx, {
        userId: viewer.userId,
        email: request.body.email,
        host: request.headers.host,
        now: now(),
      });
      return { ok: true as const, email };
    });

    route(app, checkMailChangeLinkEndpoint, { config: { rateLimit: MAIL_CHANGE_CHECK_IP_LIMIT } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { valid: await isMailChangeTokenUsable(ctx.db, request.query.token, now()) };
    });

    route(app, confirmMailChangeEndpoint, { config: { rateLimit: MAIL_CHANGE_DO_IP_LIMIT } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const email = await confirmMailChange(ctx.db, request.body.token, now());
      return { ok: true as const, email };
    });
  };
}

export const mailChangeRoutes: RouteModule = createMailChangeRoutes();
