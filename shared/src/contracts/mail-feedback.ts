import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText } from './fields';
import { OkResponseSchema } from './user';

/**
 * POST /api/mail-feedback.php: the mail provider's webhook (authenticated with
 * `Authorization: Bearer <MAIL_FEEDBACK_SECRET>`). A `complaint` (feedback loop: the member marked
 * a mail as spam) stops e-mail with reason `fbl`; a `bounce` stops it with reason `bounce` only when
 * `permanent` (a hard bounce) — a full mailbox or a greylisting server is no reason to stop.
 */
const MailFeedbackRequestSchema = z.object({
  type: z.enum(['bounce', 'complaint']),
  email: z.string().trim().max(254).pipe(z.email()),
  permanent: z.boolean().optional(),
});
export type MailFeedbackRequest = z.infer<typeof MailFeedbackRequestSchema>;

/**
 * The mail provider's bounce/complaint webhook (Bearer secret, no session; 404 while no secret is
 * configured, 403 for a wrong one); always `{ ok: true }`, whether or not the address is a member's.
 */
export const recordMailFeedbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/mail-feedback.php',
  access: 'visitor',
  cache: 'no-store',
  csrfExempt: "the mail provider's server posts it, authorised by a shared secret",
  body: MailFeedbackRequestSchema,
  response: OkResponseSchema,
  errors: ['not_found', 'forbidden'],
});

/**
 * The List-Unsubscribe link (RFC 2369) of every notification e-mail: `/api/unsubscribe.php?token=`.
 * The token names the member and is signed by the server; it stays valid for as long as the account
 * keeps its address, since a mail can be read months later.
 */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe.php';
/**
 * The same confirm page under a path of the site, for the link in the mail's footer: a link in a mail
 * never shows an api path (the plain-text part prints it). The List-Unsubscribe header keeps
 * UNSUBSCRIBE_PATH, which a mail client's one-click POST goes to.
 */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
export const UnsubscribeQuerySchema = z.object({ token: lineText().max(256) });

/**
 * The body of the one-click POST (RFC 8058), form-encoded `List-Unsubscribe=One-Click`: what a mail
 * client sends from its "unsubscribe" button, and what the confirm page's button sends.
 */
export const UnsubscribeOneClickSchema = z.looseObject({ 'List-Unsubscribe': z.literal('One-Click') });

/** Error text of a forged, mangled or outdated unsubscribe link. */
export const UNSUBSCRIBE_LINK_INVALID_MESSAGE = 'This unsubscribe link is not valid.';
