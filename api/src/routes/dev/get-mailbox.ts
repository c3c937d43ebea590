import { getMailboxEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';

/**
 * GET /api/dev/mailbox.php[?to=]: captured e-mail and SMS, newest first. Only when messages are
 * captured locally and not in production: it exposes every member's links and codes.
 */
export const getMailboxRoute: RouteModule = (app, { mailer }) => {
  route(app, getMailboxEndpoint, async (request) => {
    if (!mailer.mailboxEnabled) throw notFound('The development mailbox is disabled');
    return { messages: await mailer.readMailbox({ to: request.query.to }) };
  });
};
