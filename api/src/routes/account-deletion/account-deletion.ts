import path from 'node:path';
import {
  AccountReactivateLinkQuerySchema,
  claimRetentionDiscountEndpoint,
  DATA_EXPORT_FILENAME,
  myDataLink,
  deleteAccountEndpoint,
  reactivateAccountByLinkEndpoint,
  reactivateAccountEndpoint,
  REACTIVATION_FAILED_REDIRECT,
  reactivationPagePath,
} from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { buildDataExportZip } from '../../account-deletion/data-export';
import {
  confirmDeletionPassword,
  isReactivable,
  reactivateAccount,
  reactivateWithToken,
  requestDeletion,
} from '../../account-deletion/deletion';
import { reactivationMail } from '../../account-deletion/reactivation-mail';
import { grantRetentionDiscount } from '../../account-deletion/retention-discount';
import { mailLinkOrigin } from '../../accounts/activation-mail';
import { checkCredentials, LOGIN_FAILED_MESSAGE, startSession } from '../../auth/login';
import { clearSessionCookie } from '../../auth/sessions';
import { page, route } from '../../http/endpoint-route';
import { ApiError, notFound } from '../../http/errors';
import { loadUser } from '../../members/user-record';
import { loadCompanyInfo } from '../../sites/site-settings';

/** The reactivation links mailed before the confirm page: a redirect to it, never cached. */
const REACTIVATE_OLD_LINK = { method: 'GET', path: '/api/account-reactivate.php', access: 'visitor', cache: 'no-store' } as const;

const REACTIVATION_LINK_INVALID_MESSAGE = 'This reactivation link has expired or has already been used.';

interface AccountDeletionRouteOptions {
  /** The clock (tests move it to expire reactivation links). */
  now?: () => Date;
}

/**
 * Account deletion and its way back (reactivation for 14 days), and the member's data export:
 * - POST /api/account-delete.php `{ reason, comment?, password }`: hides the account at once, ends
 *   every session, mails a 14-day reactivation link;
 * - POST /api/account-reactivate-link.php `{ token }`: the confirm button of the page the mailed link
 *   opens (/account-deleted?reactivate=); restores the account, logs in;
 * - GET /api/account-reactivate.php?token=: links mailed before that page; redirect to it, never acts;
 * - POST /api/account-reactivate.php `{ email, password }`: the login form's "reactivate" answer;
 * - POST /api/retention-discount.php: the deletion flow's offer taken, a personal discount code;
 * - GET /api/my-data.php: a ZIP with data.json and the member's photos.
 */
function createAccountDeletionRoutes(options: AccountDeletionRouteOptions = {}): RouteModule {
  const now = options.now ?? (() => new Date());
  return (app, ctx) => {
    const { db, config, mailer } = ctx;

    route(app, deleteAccountEndpoint, async (request, viewer, reply) => {
      const account = await confirmDeletionPassword(db, viewer.userId, request.body.password);

      const at = now();
      const { token, reactivableUntil } = await db.transaction((tx) =>
        requestDeletion(tx, {
          userId: viewer.userId,
          profileId: viewer.profileId,
          reason: request.body.reason,
          comment: request.body.comment,
          now: at,
        }),
      );
      clearSessionCookie(reply, config.cookieSecure);
      ctx.realtime.sessionsChanged(viewer.userId);

      // A page with a confirm button, not an api link: a mail scanner opening it changes nothing.
      const link = `${await mailLinkOrigin(ctx, request.headers.host)}${reactivationPagePath(token)}`;
      try {
        await mailer.sendMail(reactivationMail(account.email, account.language, link));
      } catch (error) {
        // The deletion stands: logging in within the 14 days still offers reactivation.
        request.log.error({ err: error }, 'reactivation mail not sent');
      }
      return { ok: true as const, email: account.email, reactivable_until: reactivableUntil.toISOString() };
    });

    // Links mailed while this GET still reactivated: a GET must not act (link scanners), so they
    // now open the confirm page like the new links do. A 303 redirect, not JSON: a page.
    page(app, REACTIVATE_OLD_LINK, { query: AccountReactivateLinkQuerySchema }, async (request, _viewer, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      const { token } = request.query;
      return reply.redirect(token ? reactivationPagePath(token) : REACTIVATION_FAILED_REDIRECT, 303);
    });

    route(app, reactivateAccountByLinkEndpoint, async (request, _viewer, reply) => {
      const userId = await db.transaction((tx) => reactivateWithToken(tx, request.body.token, now()));
      if (userId === null) throw new ApiError(400, 'token_invalid', REACTIVATION_LINK_INVALID_MESSAGE);
      await startSession(ctx, request, reply, userId);
      const user = await loadUser(db, userId);
      if (!user) throw new ApiError(400, 'token_invalid', REACTIVATION_LINK_INVALID_MESSAGE);
      return { user };
    });

    route(app, reactivateAccountEndpoint, async (request, _viewer, reply) => {
      // Exactly the checks of login (lockout, timing, wrong password → login_failed): no state leaks.
      const account = await checkCredentials(ctx, request, request.body);
      const at = now();
      if (account.deletionRequestedAt) {
        if (!isReactivable(account.deletionRequestedAt, at)) throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
        await db.transaction((tx) => reactivateAccount(tx, account.id, at));
      }
      await startSession(ctx, request, reply, account.id);
      const user = await loadUser(db, account.id);
      if (!user) throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
      return { user };
    });

    route(app, claimRetentionDiscountEndpoint, async (request, viewer) => {
      const site = await ctx.sites.forHost(request.headers.host);
      const company = await loadCompanyInfo(db, site.companyId);
      if (!company || company.delete_discount <= 0) throw notFound('No retention offer');
      const granted = await grantRetentionDiscount(db, viewer.userId, company.delete_discount, now());
      return { code: granted.code, value_percentage: granted.percent, expires_at: granted.expiresAt.toISOString() };
    });

    // A ZIP download, not JSON: a link, not an endpoint.
    page(app, myDataLink, {}, async (_request, viewer, reply) => {
      const zip = await buildDataExportZip(db, viewer.userId, path.join(config.dataDir, 'photos'), now());
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${DATA_EXPORT_FILENAME}"`)
        .send(Buffer.from(zip));
    });
  };
}

export const accountDeletionRoutes: RouteModule = createAccountDeletionRoutes();
