import { vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDevPushSubscriptionEndpoint, getDevReceivedPushesEndpoint, subscribePushEndpoint } from '@dating/shared/contracts/index';
import { PushPayloadSchema } from '@dating/shared/push/push-payload';
import { users } from '../../db/schema';
import { createWorker } from '../../jobs/worker';
import { enqueuePush, pushJobs } from '../../push/push-jobs';
import { inject } from '../../test/inject';
import { CLIENT, listenAsSite, setupTestContext } from '../../test/test-app';
import { createLoggedInMember } from '../../test/builders/members';

const getCtx = setupTestContext();
const getProduction = setupTestContext({ seed: false, config: { nodeEnv: 'production' } });

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/** The api on a real port: its push jobs post to the endpoints with fetch, as to any push service. */
let origin: string;
beforeAll(async () => {
  origin = await listenAsSite(getCtx());
});

async function siteKeyOf(userId: number): Promise<string> {
  const ctx = getCtx();
  const [user] = await ctx.database.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, userId));
  return (await ctx.app.context.sites.forId(user!.siteId)).settings.push_public_key;
}

async function newSubscription(applicationServerKey: string) {
  const response = await fetch(`${origin}${createDevPushSubscriptionEndpoint.path}`, {
    method: 'POST',
    headers: { ...CLIENT, 'content-type': 'application/json' },
    body: JSON.stringify({ applicationServerKey }),
  });
  expect(response.status).toBe(200);
  return createDevPushSubscriptionEndpoint.response.parse(await response.json());
}

async function received(endpoint: string) {
  const response = await inject(getCtx().app, getDevReceivedPushesEndpoint, { query: { endpoint } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return getDevReceivedPushesEndpoint.response.parse(response.json()).pushes;
}

it('hands out a subscription on the site’s origin, which a push from the push jobs reaches and decrypts', async () => {
  const ctx = getCtx();
  const member = await createLoggedInMember(ctx, { prefix: 'dev-push', language: 'nl' });
  const subscription = await newSubscription(await siteKeyOf(member.id));
  expect(subscription.endpoint).toMatch(new RegExp(`^${origin}/api/dev/push/[A-Za-z0-9_-]+$`));
  expect(subscription.expirationTime).toBeNull();
  expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
  expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);

  // The page registers it as it would a browser's.
  const registered = await inject(ctx.app, subscribePushEndpoint, { as: member, query: { push: '1' }, body: { subscription } });
  expect(registered.statusCode).toBe(200);

  await enqueuePush(ctx.database.db, {
    userId: member.id,
    type: 'new_messages',
    topic: 'conversation-41',
    url: '/chats/41',
    now: new Date(),
  });
  await createWorker({ db: ctx.database.db, log, kinds: pushJobs(ctx.app.context).kinds, now: () => new Date() }).drain();

  const [push, ...more] = await received(subscription.endpoint);
  expect(more).toEqual([]);
  expect(push).toMatchObject({ topic: 'conversation-41', urgency: 'high', ttl: 24 * 3600, vapid: { aud: origin } });
  expect(push!.headers['content-encoding']).toBe('aes128gcm');
  expect(PushPayloadSchema.parse(JSON.parse(push!.payload))).toMatchObject({
    title: 'Nieuw bericht',
    url: '/chats/41',
    type: 'new_messages',
  });
  expect(log.warn).not.toHaveBeenCalled();
});

it('refuses a push signed with another key than the subscription was made with, and one without a valid VAPID signature', async () => {
  const ctx = getCtx();
  const member = await createLoggedInMember(ctx, { prefix: 'dev-push-key' });
  // A key of no site's: the api signs with the member's site key, which this subscription does not know.
  const subscription = await newSubscription(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'));
  const registered = await inject(ctx.app, subscribePushEndpoint, { as: member, query: { push: '1' }, body: { subscription } });
  expect(registered.statusCode).toBe(200);
  await enqueuePush(ctx.database.db, { userId: member.id, type: 'like', topic: 'likes', url: '/likes', now: new Date() });
  await createWorker({ db: ctx.database.db, log, kinds: pushJobs(ctx.app.context).kinds, now: () => new Date() }).drain();
  expect(await received(subscription.endpoint)).toEqual([]);

  // Anyone posting without the push headers: refused by the service, answered as a push service answers.
  const forged = await fetch(subscription.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', ttl: '60', 'content-encoding': 'aes128gcm' },
    body: new Uint8Array(100),
  });
  expect(forged.status).toBe(401);
  expect(await received(subscription.endpoint)).toEqual([]);
});

it('hands out a subscription on the site’s origin whatever Host the request names', async () => {
  const response = await inject(getCtx().app, createDevPushSubscriptionEndpoint, {
    headers: { host: 'evil.example:9999' },
    body: { applicationServerKey: await siteKeyOf((await createLoggedInMember(getCtx(), { prefix: 'dev-push-host' })).id) },
  });
  expect(response.statusCode).toBe(200);
  expect(createDevPushSubscriptionEndpoint.response.parse(response.json()).endpoint).toMatch(new RegExp(`^${origin}/api/dev/push/`));
});

it('answers 404 for an endpoint it never handed out', async () => {
  const response = await getCtx().app.inject({
    method: 'POST',
    url: '/api/dev/push/nope',
    headers: { 'content-type': 'application/octet-stream' },
    payload: Buffer.alloc(10),
  });
  expect(response.statusCode).toBe(404);
});

it('does not exist in production (the development mailbox is off)', async () => {
  const { app } = getProduction();
  const subscription = await inject(app, createDevPushSubscriptionEndpoint, { body: { applicationServerKey: 'B'.repeat(87) } });
  expect(subscription.statusCode).toBe(404);
  expect(subscription.json().error.code).toBe('not_found');
  const push = await app.inject({
    method: 'POST',
    url: '/api/dev/push/abc',
    headers: { 'content-type': 'application/octet-stream' },
    payload: Buffer.alloc(10),
  });
  expect(push.statusCode).toBe(404);
  const read = await inject(app, getDevReceivedPushesEndpoint, { query: { endpoint: 'http://127.0.0.1/x' } });
  expect(read.statusCode).toBe(404);
});
