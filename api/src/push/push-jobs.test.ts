import { vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { defaultNotificationSettings, EMAIL_NOTIFICATION_TYPES, LOCALES } from '@dating/shared/contracts/index';
import { savePushSubscription } from '../account-settings/account-flags';
import { saveNotificationSettings } from '../account-settings/notification-settings';
import { jobs, profiles, pushSubscriptions, users } from '../db/schema';
import { createWorker } from '../jobs/worker';
import { neutralityProblems } from '../notification-mails/neutral-words';
import { setupTestContext } from '../test/test-app';
import { createTestMember, type TestMemberOptions } from '../test/builders/members';
import { startLocalPushServer, type LocalPushServer, type LocalSubscription } from './local-push-service';
import { enqueuePush, mayDeliverTo, pushJobs } from './push-jobs';
import { pushText } from './push-texts';

const getCtx = setupTestContext();
let server: LocalPushServer;
beforeAll(async () => {
  server = await startLocalPushServer();
});
afterAll(() => server.close());

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
let clock = new Date('2026-03-02T10:00:00Z');

/** Runs every due push job with the test's clock; a failed delivery waits out its backoff, so it needs the clock moved on. */
async function drain(): Promise<number> {
  const ctx = getCtx();
  const worker = createWorker({ db: ctx.database.db, log, kinds: pushJobs(ctx.app.context).kinds, now: () => clock, random: () => 1 });
  return worker.drain();
}

/** A member with a browser subscribed to the local push service, with their site's VAPID key as a browser does. */
async function subscribedMember(options: TestMemberOptions = {}, devices = 1) {
  const ctx = getCtx();
  const member = await createTestMember(ctx, { prefix: 'push', ...options });
  const [user] = await ctx.database.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, member.id));
  const site = await ctx.app.context.sites.forId(user!.siteId);
  const subscriptions: LocalSubscription[] = [];
  for (let i = 0; i < devices; i += 1) {
    const subscription = server.subscribe({ applicationServerKey: site.settings.push_public_key });
    await savePushSubscription(ctx.database.db, member.id, subscription);
    subscriptions.push(subscription);
  }
  return { ...member, site, subscriptions };
}

async function pushTo(userId: number, type: 'new_messages' | 'like', topic: string, url: string) {
  return enqueuePush(getCtx().database.db, { userId, type, topic, url, now: clock });
}

const payloads = (subscription: LocalSubscription) =>
  server.service.received(subscription.endpoint).map((push) => JSON.parse(push.payload) as Record<string, unknown>);

async function deliveries(subscriptionEndpoint: string) {
  const [row] = await getCtx()
    .database.db.select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, subscriptionEndpoint));
  const db = getCtx().database.db;
  return db
    .select({ status: jobs.status, attempts: jobs.attempts })
    .from(jobs)
    .where(and(eq(jobs.kind, 'push-deliver'), sql`(${jobs.payload} ->> 'subscriptionId')::int = ${row?.id ?? -1}`));
}

describe('push texts', () => {
  it('say only that something is waiting, in every language, for every type', () => {
    for (const locale of LOCALES)
      for (const type of EMAIL_NOTIFICATION_TYPES) {
        const { title, body } = pushText(locale, type);
        expect([...neutralityProblems(title, locale), ...neutralityProblems(body, locale)]).toEqual([]);
      }
    expect(pushText('de', 'new_messages').body).toBe('Du hast eine neue Nachricht');
    expect(pushText('fr', 'like').body).toBe('Vous avez une nouvelle notification');
  });
});

describe('push sending', () => {
  it('sends a neutral push in the member language, signed by their own site, with the url to open', async () => {
    const member = await subscribedMember({ language: 'de', site: 'de.localhost', profile: { name: 'Wilhelmina' } });
    const sender = await createTestMember(getCtx(), { prefix: 'push-sender', profile: { name: 'Bartholomew' } });
    await pushTo(member.id, 'new_messages', 'conversation-7', '/chats/7');
    await drain();

    const [received] = server.service.received(member.subscriptions[0]!.endpoint);
    expect(received).toMatchObject({ topic: 'conversation-7', urgency: 'high', ttl: 24 * 3600 });
    expect(received!.vapid).toMatchObject({
      sub: `mailto:${member.site.settings.support_email}`,
      publicKey: member.site.settings.push_public_key,
    });
    const payload = JSON.parse(received!.payload) as Record<string, unknown>;
    expect(payload).toEqual({
      title: 'Neue Nachricht',
      body: 'Du hast eine neue Nachricht',
      url: '/chats/7',
      type: 'new_messages',
      topic: 'conversation-7',
      badge: 0,
    });
    const [senderProfile] = await getCtx().database.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, sender.id));
    for (const name of ['Wilhelmina', senderProfile!.name, member.email, sender.email, member.site.settings.name, member.site.host])
      expect(received!.payload.toLowerCase()).not.toContain(name.toLowerCase());
  });

  it('says "notification" at normal urgency for a like, and collapses a burst for one topic into one push', async () => {
    const member = await subscribedMember({ language: 'fr' });
    expect(await pushTo(member.id, 'like', 'likes', '/likes')).not.toBeNull();
    expect(await pushTo(member.id, 'like', 'likes', '/likes')).toBeNull();
    await drain();
    expect(payloads(member.subscriptions[0]!)).toEqual([
      expect.objectContaining({ body: 'Vous avez une nouvelle notification', url: '/likes', type: 'like' }),
    ]);
    expect(server.service.received(member.subscriptions[0]!.endpoint)[0]).toMatchObject({ urgency: 'normal', topic: 'likes' });
  });

  it('deletes a subscription the push service calls gone (410), and the job is done', async () => {
    const member = await subscribedMember();
    const [subscription] = member.subscriptions;
    server.service.markGone(subscription!.endpoint);
    await pushTo(member.id, 'new_messages', 'conversation-8', '/chats/8');
    await drain();
    const stored = await getCtx().database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));
    expect(stored).toEqual([]);
    expect(server.service.refused(subscription!.endpoint)).toEqual([expect.objectContaining({ status: 410 })]);
    const done = await getCtx()
      .database.db.select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.kind, 'push-deliver'), sql`(${jobs.payload} ->> 'userId')::int = ${member.id}`));
    expect(done).toEqual([{ status: 'done' }]);
  });

  it('retries after a 500 with the queue backoff and then delivers once', async () => {
    const member = await subscribedMember();
    const [subscription] = member.subscriptions;
    server.service.failNext(subscription!.endpoint, 500);
    await pushTo(member.id, 'new_messages', 'conversation-9', '/chats/9');
    await drain();
    expect(await deliveries(subscription!.endpoint)).toEqual([{ status: 'pending', attempts: 1 }]);
    expect(server.service.received(subscription!.endpoint)).toEqual([]);

    clock = new Date(clock.getTime() + 60 * 60_000);
    await drain();
    expect(await deliveries(subscription!.endpoint)).toEqual([{ status: 'done', attempts: 2 }]);
    expect(payloads(subscription!)).toEqual([expect.objectContaining({ url: '/chats/9' })]);
    await drain();
    expect(server.service.received(subscription!.endpoint)).toHaveLength(1);
  });

  it('sends nothing when the member switched push off for the type', async () => {
    const member = await subscribedMember();
    const settings = defaultNotificationSettings();
    settings.new_messages = { email: true, push: false };
    await saveNotificationSettings(getCtx().database.db, member.id, settings);
    await pushTo(member.id, 'new_messages', 'conversation-10', '/chats/10');
    await pushTo(member.id, 'like', 'likes', '/likes');
    await drain();
    expect(payloads(member.subscriptions[0]!).map((payload) => payload.type)).toEqual(['like']);
  });

  it('still reaches the other device when one of two is gone', async () => {
    const member = await subscribedMember({}, 2);
    const [gone, alive] = member.subscriptions;
    server.service.markGone(gone!.endpoint, 404);
    await pushTo(member.id, 'new_messages', 'conversation-11', '/chats/11');
    await drain();
    expect(payloads(alive!)).toEqual([expect.objectContaining({ url: '/chats/11' })]);
    const stored = await getCtx()
      .database.db.select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(stored).toEqual([{ endpoint: alive!.endpoint }]);
  });

  it('does not resend to a device that got its push when another device fails', async () => {
    const member = await subscribedMember({}, 2);
    const [flaky, fine] = member.subscriptions;
    server.service.failNext(flaky!.endpoint, 503);
    await pushTo(member.id, 'new_messages', 'conversation-12', '/chats/12');
    await drain();
    clock = new Date(clock.getTime() + 60 * 60_000);
    await drain();
    expect(server.service.received(fine!.endpoint)).toHaveLength(1);
    expect(server.service.received(flaky!.endpoint)).toHaveLength(1);
  });
});

describe('push endpoints', () => {
  it('are the push services on https, and a local one only outside production', () => {
    expect(mayDeliverTo('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(mayDeliverTo('https://updates.push.services.mozilla.com/wpush/v2/abc', false)).toBe(true);
    expect(mayDeliverTo('https://web.push.apple.com/abc', false)).toBe(true);
    expect(mayDeliverTo('https://wns2-db5p.notify.windows.com/w/?token=abc', false)).toBe(true);
    expect(mayDeliverTo('http://fcm.googleapis.com/fcm/send/abc', false)).toBe(false);
    expect(mayDeliverTo('https://fcm.googleapis.com.evil.test/abc', false)).toBe(false);
    expect(mayDeliverTo('https://169.254.169.254/latest', false)).toBe(false);
    expect(mayDeliverTo('http://127.0.0.1:4100/push/abc', false)).toBe(false);
    expect(mayDeliverTo('http://127.0.0.1:4100/push/abc', true)).toBe(true);
  });
});
