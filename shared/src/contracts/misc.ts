import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText } from './fields';

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

/** Mail and SMS the embedded default captured instead of sending (dev and tests only; absent in production). */
export const getMailboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dev/mailbox.php',
  access: 'visitor',
  cache: 'no-store',
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
  access: 'visitor',
  cache: 'no-store',
  body: DevReminderMailRequestSchema,
  response: DevReminderMailResponseSchema,
  errors: ['not_found'],
});

/** A P-256 public key as a browser takes it (65 bytes, uncompressed point), in base64url without padding. */
const P256PublicKeySchema = z.string().regex(/^[A-Za-z0-9_-]{87}$/);

/** Body of POST /api/dev/push-subscriptions.php: the VAPID public key the page subscribes with. */
const DevPushSubscriptionRequestSchema = z.object({ applicationServerKey: P256PublicKeySchema }).strict();

/** A subscription as `PushSubscription.toJSON()` gives it: what POST /api/user.php?push=1 takes. */
const DevPushSubscriptionSchema = z.object({
  endpoint: z.url(),
  expirationTime: z.null(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
});

/**
 * A subscription of the api's own local push service (dev and tests only, like the mailbox; absent in
 * production): the e2e journey's stand-in for Chromium's PushManager.subscribe, which needs Google's
 * push service. The endpoint is on the api's own origin; the service keeps the private key and
 * decrypts what arrives there.
 */
export const createDevPushSubscriptionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dev/push-subscriptions.php',
  access: 'visitor',
  cache: 'no-store',
  body: DevPushSubscriptionRequestSchema,
  response: DevPushSubscriptionSchema,
  errors: ['not_found'],
});

/** One push the local push service accepted: the decrypted body, its delivery headers and the VAPID claims. */
const DevReceivedPushSchema = z.object({
  /** The decrypted body (the api's JSON payload). */
  payload: z.string(),
  ttl: z.number().int().min(0),
  topic: z.string().nullable(),
  urgency: z.string(),
  /** Every header as it arrived, names in lower case. */
  headers: z.record(z.string(), z.string()),
  vapid: z.object({ aud: z.string(), exp: z.number(), sub: z.string(), public_key: z.string() }),
  received_at: z.iso.datetime({ offset: true }),
});
export type DevReceivedPush = z.infer<typeof DevReceivedPushSchema>;

/** What the local push service accepted for one endpoint, oldest first (dev and tests only; absent in production). */
export const getDevReceivedPushesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dev/push-received.php',
  access: 'visitor',
  cache: 'no-store',
  query: z.looseObject({ endpoint: z.string().min(1).max(2048) }),
  response: z.object({ pushes: z.array(DevReceivedPushSchema) }),
  errors: ['not_found'],
});

/** Whether the api and its database answer (public): 200, or 503 with `ok: false` and the same fields. */
export const getHealthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health.php',
  access: 'visitor',
  cache: 'no-store',
  response: HealthResponseSchema,
});
