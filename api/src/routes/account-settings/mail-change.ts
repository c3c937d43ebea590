import { checkMailChangeLinkEndpoint, confirmMailChangeEndpoint, requestMailChangeEndpoint } from '@dating/shared/contracts/index';
import { confirmMailChange, isMailChangeTokenUsable, requestMailChange } from '../../account-settings/mail-change';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';

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
    route(app, requestMailChangeEndpoint, async (request, viewer) => {
      const email = await requestMailChange(ctx, {
        userId: viewer.userId,
        email: request.body.email,
        host: request.headers.host,
        now: now(),
      });
      return { ok: true as const, email };
    });

    route(app, checkMailChangeLinkEndpoint, async (request) => {
      return { valid: await isMailChangeTokenUsable(ctx.db, request.query.token, now()) };
    });

    route(app, confirmMailChangeEndpoint, async (request) => {
      const email = await confirmMailChange(ctx.db, request.body.token, now());
      return { ok: true as const, email };
    });
  };
}

export const mailChangeRoutes: RouteModule = createMailChangeRoutes();
