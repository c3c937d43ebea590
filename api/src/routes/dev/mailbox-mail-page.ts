import { z } from 'zod';
import type { RouteModule } from '../../app-context';
import { page } from '../../http/endpoint-route';
import { errorBody } from '../../http/errors';

/** GET /dev/mailbox/:id: one captured e-mail's HTML part, as a mail client shows it (the mailbox page frames it). */
const MAILBOX_MAIL_PAGE = { method: 'GET', path: '/dev/mailbox/:id', access: 'visitor', cache: 'no-store' } as const;

/**
 * A mail's HTML is styled inline, as mail clients want it; the site's own policy allows no inline
 * style, so this page gets one of its own: styles from the mail, nothing else, no scripts, no
 * requests — and framed only by the mailbox page.
 */
const MAIL_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

export const mailboxMailPageRoute: RouteModule = (app, { mailer }) => {
  // An HTML page, not an api call: no descriptor.
  page(
    app,
    MAILBOX_MAIL_PAGE,
    { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
    async (request, _viewer, reply) => {
      const [mail] = mailer.mailboxEnabled ? await mailer.readMailbox({ id: request.params.id, limit: 1 }) : [];
      if (!mail?.html) return reply.code(404).send(errorBody('not_found', 'No such e-mail in the development mailbox'));
      reply.header('content-security-policy', MAIL_POLICY);
      reply.type('text/html; charset=utf-8');
      return mail.html;
    },
  );
};
