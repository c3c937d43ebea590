import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer';

/**
 * Sends the acknowledgement of something already stored (a report, a complaint). A mail outage must
 * not fail the request: the member would send it again and it would be stored twice. So the failure
 * is only logged, with `context` (e.g. the complaint's id) for whoever follows it up.
 */
export async function sendAcknowledgement(
  mailer: Mailer,
  log: FastifyBaseLogger,
  mail: MailMessage,
  what: string,
  context: Record<string, unknown> = {},
): Promise<void> {
  try {
    await mailer.sendMail(mail);
  } catch (error) {
    log.error({ err: error, ...context }, `${what} not sent`);
  }
}
