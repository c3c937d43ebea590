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

/** Body of POST /api/dev/reminder-mail.php: whose inactivity reminder to send now, and which step's. */
const DevReminderMailRequestSchema = z
  .object({
    email: z.string().trim().max(254).pipe(z.email()),
    days: z.union([z.literal(3), z.literal(7), z.literal(30)]),
  })
  .strict();
/** What became of the mail: sent, not allowed (the member's switch, a stop reason), sent before (same key), or no such member. */
const DevReminderMailResponseSchema = z.object({ outcome: z.enum(['sent', 'not_allowed', 'duplicate', 'no_recipient']) });

/**
 * Sends a member's inactivity reminder now, as if they had been away `days` days (dev and tests
 * only, like the mailbox: the e2e journey follows its links; absent in production).
 */
export const sendDevReminderMailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dev/reminder-mail.php',
  body: DevReminderMailRequestSchema,
  response: DevReminderMailResponseSchema,
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
