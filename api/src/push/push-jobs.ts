/**
 * Web push from the job queue (docs/push.md). A cause (a message, a like) calls `enqueuePush` in its
 * own transaction; the `push-send` job asks whether the member allows push for the type and fans out
 * one `push-deliver` job per subscription, so a device that failed is retried alone and one that got
 * its push is never sent it again.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { PushPayloadSchema, type PushPayload } from '@dating/shared/push/push-payload';
import webpush from 'web-push';
import { z } from 'zod';
import { EMAIL_NOTIFICATION_TYPES, type Locale, type NotificationSettings } from '@dating/shared/contracts/index';
import { mayNotify } from '../account-settings/notification-settings';
import type { AppContext } from '../app-context';
import { memberCounters } from '../conversations/member-counters';
import type { DbOrTx } from '../db/database';
import { profiles, pushSubscriptions, users } from '../db/schema';
import { enqueue } from '../jobs/enqueue';
import { defineJobKind, type AnyJobKind, type JobContext } from '../jobs/job-kind';
import type { AnySchedule } from '../jobs/schedules';
import { pushText } from './push-texts';

type NotificationType = keyof NotificationSettings;

const HOUR_SECONDS = 60 * 60;

/**
 * How long a push service keeps a push for a device that is offline (TTL), and how urgently it
 * delivers it (a phone in power saving delays `normal`). A message is worth waking a phone for and
 * stale after a day; the rest can wait for the device's next wake-up.
 */
const DELIVERY: Record<NotificationType, { ttlSeconds: number; urgency: webpush.Urgency }> = {
  new_messages: { ttlSeconds: 24 * HOUR_SECONDS, urgency: 'high' },
  new_conversations: { ttlSeconds: 24 * HOUR_SECONDS, urgency: 'high' },
  unread_message_reminders: { ttlSeconds: 24 * HOUR_SECONDS, urgency: 'normal' },
  like: { ttlSeconds: 72 * HOUR_SECONDS, urgency: 'normal' },
  promotions: { ttlSeconds: 24 * HOUR_SECONDS, urgency: 'normal' },
  weekly_updates: { ttlSeconds: 72 * HOUR_SECONDS, urgency: 'normal' },
  news: { ttlSeconds: 72 * HOUR_SECONDS, urgency: 'normal' },
  reminders: { ttlSeconds: 24 * HOUR_SECONDS, urgency: 'normal' },
};

const PushSendPayload = z.object({
  userId: z.number().int().positive(),
  type: z.enum(EMAIL_NOTIFICATION_TYPES),
  /**
   * The push's `Topic`: a push service keeps only the newest undelivered push of a topic per device,
   * and a burst for one topic collapses into one job. At most 32 url-safe base64 characters
   * (`conversation-12`, `likes`).
   */
  topic: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  /** What a click opens: a path of the member's site (`/chats/12`), resolved by the service worker against its own origin. */
  url: z
    .string()
    .max(512)
    .regex(/^\/(?![/\\])\S*$/),
});
type PushSendPayload = z.output<typeof PushSendPayload>;

const PushDeliverPayload = PushSendPayload.extend({ subscriptionId: z.number().int().positive() });

/** Retries with the queue's backoff (10 s doubling): 8 attempts wait about 20 minutes in all, well within a push's TTL. */
const MAX_ATTEMPTS = 8;

const DELIVER_KIND = { name: 'push-deliver', payload: PushDeliverPayload, maxAttempts: MAX_ATTEMPTS };

/** push-deliver as `enqueue` sees it (name, schema); the worker runs the kind pushJobs(ctx) builds under the same name. */
const deliverForEnqueue = defineJobKind({
  ...DELIVER_KIND,
  handle: () => Promise.reject(new Error('push-deliver runs in a worker given pushJobs(ctx)')),
});

const pushSend = defineJobKind({
  name: 'push-send',
  payload: PushSendPayload,
  maxAttempts: MAX_ATTEMPTS,
  async handle(payload, job) {
    const { db } = job;
    if (!(await mayNotify(db, payload.userId, payload.type, 'push'))) return;
    await db.transaction(async (tx) => {
      const subscriptions = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, payload.userId));
      for (const subscription of subscriptions)
        await enqueue(tx, {
          kind: deliverForEnqueue,
          payload: { ...payload, subscriptionId: subscription.id },
          // A delivery still waiting (or retrying) for this device and topic carries the news already.
          dedupeKey: `${subscription.id}:${payload.topic}`,
          now: job.now(),
        });
    });
  },
});

/**
 * Enqueues a push to a member, inside the cause's transaction (the push exists exactly when the
 * cause committed). While one for the same member and topic is still waiting, this one is that one:
 * the push says nothing a second would add. Returns the job's id, or null when it collapsed. A topic
 * or url that does not fit throws (a ZodError), failing the caller's transaction: a programming error.
 */
export async function enqueuePush(
  tx: DbOrTx,
  push: { userId: number; type: NotificationType; topic: string; url: string; now: Date },
): Promise<number | null> {
  const { now, ...payload } = push;
  return enqueue(tx, { kind: pushSend, payload, dedupeKey: `${push.userId}:${push.topic}`, now });
}

/** The known push services (Chrome/Android, Firefox, Edge/Windows, Safari); their endpoints are on https. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /\.notify\.windows\.com$/,
  /(^|\.)push\.apple\.com$/,
];
const LOCAL_HOSTS = /^(localhost|.+\.localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * Whether the api may POST to a stored endpoint. The endpoint comes from a browser, that is from
 * whoever calls the api: sending to any URL would let a member make our server call into its own
 * network. Only the push services' hosts, and outside production a push service on this machine.
 */
export function mayDeliverTo(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLocal && LOCAL_HOSTS.test(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:')) return true;
  return url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/** A push service's answer that a retry may cure (5xx, 429, another 4xx the queue gives up on in time). */
class PushServiceError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`push service answered ${status}: ${body.slice(0, 200)}`);
    this.name = 'PushServiceError';
  }
}

/** The neutral payload the service worker shows (docs/push.md). */
async function pushPayload(
  db: DbOrTx,
  payload: PushSendPayload,
  member: { locale: Locale; profileId: number | null },
): Promise<PushPayload> {
  const text = pushText(member.locale, payload.type);
  let badge: number | undefined;
  if (member.profileId !== null) {
    const counters = await memberCounters(db, { userId: payload.userId, profileId: member.profileId });
    // The same count as the app badge of an open tab: unread messages and new likes.
    if (counters.kind === 'counters') badge = counters.unread_messages + counters.new_likes;
  }
  // The worker reads it by the same schema: checked here, so a push it would drop is never sent.
  return PushPayloadSchema.parse({ title: text.title, body: text.body, url: payload.url, type: payload.type, topic: payload.topic, badge });
}

const SEND_TIMEOUT_MS = 15_000;

async function deliver(ctx: AppContext, payload: z.output<typeof PushDeliverPayload>, job: JobContext): Promise<void> {
  const { db, log } = job;
  const [row] = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      siteId: users.siteId,
      locale: users.language,
      profileId: profiles.id,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(pushSubscriptions.id, payload.subscriptionId),
        // A browser handed to another member moves its subscription to them: never push the first member's news to it.
        eq(pushSubscriptions.userId, payload.userId),
        isNull(users.deletedAt),
        isNull(users.deletionRequestedAt),
      ),
    );
  if (!row) return;
  // A retry may come hours later: the member may have switched the type off since.
  if (!(await mayNotify(db, payload.userId, payload.type, 'push'))) return;
  if (!mayDeliverTo(row.endpoint, ctx.config.nodeEnv !== 'production')) {
    log.warn(
      { subscriptionId: payload.subscriptionId, host: URL.canParse(row.endpoint) ? new URL(row.endpoint).host : null },
      'push endpoint is not a known push service; not sent',
    );
    return;
  }

  const site = await ctx.sites.forId(row.siteId);
  const { ttlSeconds, urgency } = DELIVERY[payload.type];
  const body = JSON.stringify(await pushPayload(db, payload, { locale: row.locale, profileId: row.profileId }));
  const request = webpush.generateRequestDetails({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, body, {
    // The member's own site signs: the browser subscribed with that site's public key.
    vapidDetails: {
      subject: `mailto:${site.settings.support_email}`,
      publicKey: site.settings.push_public_key,
      privateKey: site.vapidPrivateKey,
    },
    TTL: ttlSeconds,
    urgency,
    topic: payload.topic,
  });
  // web-push's own sender speaks https only; fetch also reaches the local push service of tests and development.
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(row.endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(request.body),
    redirect: 'error',
    signal: AbortSignal.any([job.signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]),
  });
  const answer = await response.text();
  if (response.ok) return;
  if (response.status === 404 || response.status === 410) {
    // The browser unsubscribed or the subscription expired: it will never take a push again.
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, payload.subscriptionId), eq(pushSubscriptions.endpoint, row.endpoint)));
    log.info({ subscriptionId: payload.subscriptionId, status: response.status }, 'push subscription gone; deleted');
    return;
  }
  throw new PushServiceError(response.status, answer);
}

/** The push job kinds, for the api's worker (app-jobs.ts). */
export function pushJobs(ctx: AppContext): { kinds: AnyJobKind[]; schedules: AnySchedule[] } {
  const pushDeliver = defineJobKind({ ...DELIVER_KIND, handle: (payload, job) => deliver(ctx, payload, job) });
  return { kinds: [pushSend, pushDeliver], schedules: [] };
}
