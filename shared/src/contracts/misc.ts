import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText } from './fields';
import { OkResponseSchema } from './user';

export const HealthResponseSchema = z.object({
  ok: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

/** GET /api/dev/mailbox.php: captured e-mail and SMS, newest first (embedded default only). */
const MailboxEntrySchema = z.object({
  id: z.number().int().positive(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  /** Extra headers of an e-mail (List-Unsubscribe, List-Unsubscribe-Post on notifications); {} for none. */
  headers: z.record(z.string(), z.string()),
  created_at: z.iso.datetime({ offset: true }),
});
export type MailboxEntry = z.infer<typeof MailboxEntrySchema>;
export const MailboxResponseSchema = z.object({ messages: z.array(MailboxEntrySchema) });
/** Query of the mailbox (JSON and page): optional recipient filter. */
export const MailboxQuerySchema = z.looseObject({ to: lineText().max(254).optional() });

/** POST /api/page-hidden.php (beacon): an empty JSON object. */
const PageHiddenRequestSchema = z.object({}).strict();

/** Mail and SMS the embedded default captured instead of sending (dev and tests only; absent in production). */
export const getMailboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dev/mailbox.php',
  query: MailboxQuerySchema,
  response: MailboxResponseSchema,
  errors: ['not_found'],
});

/** Whether the api and its database answer (public): 200, or 503 with `ok: false` and the same fields. */
export const getHealthEndpoint = defineEndpoint({ method: 'GET', path: '/api/health.php', response: HealthResponseSchema });

/**
 * Marks the member offline when the page becomes hidden (a no-op for a visitor). The browser sends
 * it with navigator.sendBeacon, so the api takes an empty or text/plain body too.
 */
export const markPageHiddenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/page-hidden.php',
  body: PageHiddenRequestSchema,
  response: OkResponseSchema,
});
