import { sendDevReminderMailEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { sendReminderMailNow } from '../../notification-mails/reminder-mails';

/**
 * POST /api/dev/reminder-mail.php `{email, days}`: sends that member's inactivity reminder now, as if
 * they had been away that long, for the e2e journey. Behind the development mailbox's own guard (only
 * where mail is captured locally, never in production): it mails any member on demand.
 */
export const sendDevReminderMailRoute: RouteModule = (app, ctx) => {
  route(app, sendDevReminderMailEndpoint, async (request) => {
    if (!ctx.mailer.mailboxEnabled) throw notFound('The development mailbox is disabled');
    return { outcome: await sendReminderMailNow(ctx, { ...request.body, now: new Date() }) };
  });
};
