import { deleteAccountEndpoint, reactivationPagePath } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { confirmDeletionPassword, requestDeletion } from '../../account-deletion/deletion';
import { reactivationMail } from '../../account-deletion/reactivation-mail';
import { mailLinkOrigin } from '../../accounts/activation-mail';
import { clearSessionCookie } from '../../auth/sessions';
import { route } from '../../http/endpoint-route';
import { recipientName } from '../../mail/recipient-name';

/**
 * POST /api/account-delete.php `{ reason, comment?, password }`: hides the account at once, ends every
 * session and mails a reactivation link; the way back stays open for 14 days.
 */
export const deleteAccountRoute: RouteModule = (app, ctx) => {
  const { db, config, mailer } = ctx;
  route(app, deleteAccountEndpoint, async (request, viewer, reply) => {
    const account = await confirmDeletionPassword(db, viewer.userId, request.body.password);

    const at = new Date();
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
      const name = await recipientName(db, viewer.userId);
      await mailer.sendMail(reactivationMail({ to: account.email, locale: account.language, name }, link));
    } catch (error) {
      // The deletion stands: logging in within the 14 days still offers reactivation.
      request.log.error({ err: error }, 'reactivation mail not sent');
    }
    return { ok: true as const, email: account.email, reactivable_until: reactivableUntil.toISOString() };
  });
};
