import webpush from 'web-push';
import { createLocalPushService, startLocalPushServer, type LocalPushServer, type LocalSubscription } from './local-push-service';

const siteKeys = webpush.generateVAPIDKeys();
const otherKeys = webpush.generateVAPIDKeys();

/** Sends as the api does: web-push builds the request (VAPID, encryption, headers), fetch carries it. */
async function push(
  subscription: LocalSubscription,
  payload: string,
  options: webpush.RequestOptions = {},
  rewrite = (headers: Record<string, string>) => headers,
) {
  const request = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: { subject: 'mailto:support@example.test', ...siteKeys },
    TTL: 3600,
    ...options,
  });
  const headers = rewrite(Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])));
  const response = await fetch(subscription.endpoint, { method: 'POST', headers, body: new Uint8Array(request.body) });
  return { status: response.status, text: await response.text() };
}

describe('local push service', () => {
  let server: LocalPushServer;
  beforeAll(async () => {
    server = await startLocalPushServer();
  });
  afterAll(() => server.close());

  it('accepts a VAPID-signed aes128gcm push and records it decrypted, with its headers', async () => {
    const subscription = server.subscribe({ applicationServerKey: siteKeys.publicKey });
    expect(subscription.endpoint.startsWith(`${server.url}/`)).toBe(true);
    const answer = await push(subscription, '{"hello":"wörld"}', { topic: 'conversation-12', urgency: 'high' });
    expect(answer.status).toBe(201);
    expect(server.service.received(subscription.endpoint)).toEqual([
      expect.objectContaining({
        payload: '{"hello":"wörld"}',
        ttl: 3600,
        topic: 'conversation-12',
        urgency: 'high',
        headers: expect.objectContaining({ 'content-encoding': 'aes128gcm', topic: 'conversation-12' }),
        vapid: expect.objectContaining({
          aud: new URL(server.url).origin,
          sub: 'mailto:support@example.test',
          publicKey: siteKeys.publicKey,
        }),
      }),
    ]);
  });

  it('refuses a push without authorization, with a key that did not sign it, or signed by another key than the subscription was made for', async () => {
    const subscription = server.subscribe({ applicationServerKey: siteKeys.publicKey });
    const unsigned = await push(subscription, 'x', {}, ({ Authorization: _dropped, ...rest }) => rest);
    const forgedKey = await push(subscription, 'x', {}, (headers) => ({
      ...headers,
      Authorization: headers.Authorization!.replace(siteKeys.publicKey, otherKeys.publicKey),
    }));
    const otherSigner = await push(subscription, 'x', { vapidDetails: { subject: 'mailto:support@example.test', ...otherKeys } });
    expect([unsigned.status, forgedKey.status, otherSigner.status]).toEqual([401, 401, 403]);
    expect(server.service.received(subscription.endpoint)).toEqual([]);
  });

  it('refuses a body that does not decrypt with the subscription keys', async () => {
    const subscription = server.subscribe();
    const stranger = server.subscribe();
    // Encrypted for another subscription's keys, sent to this one.
    const answer = await push({ ...stranger, endpoint: subscription.endpoint }, 'secret');
    expect(answer.status).toBe(400);
    expect(server.service.received(subscription.endpoint)).toEqual([]);
  });

  it('answers 410 for a gone subscription and the simulated failures, then accepts again', async () => {
    const gone = server.subscribe();
    server.service.markGone(gone.endpoint);
    expect((await push(gone, 'x')).status).toBe(410);

    const flaky = server.subscribe();
    server.service.failNext(flaky.endpoint, 500);
    expect((await push(flaky, 'first')).status).toBe(500);
    expect((await push(flaky, 'second')).status).toBe(201);
    expect(server.service.received(flaky.endpoint).map((received) => received.payload)).toEqual(['second']);
    expect(server.service.refused(flaky.endpoint)).toEqual([expect.objectContaining({ status: 500 })]);
  });
});

describe('local push service without a server (as a development route mounts it)', () => {
  it('takes plain requests: the subscription is found by the last path segment, whatever prefix routed it there', () => {
    const service = createLocalPushService();
    const subscription = service.createSubscription('http://localhost:4000/dev/push/');
    const id = subscription.endpoint.split('/').pop()!;
    expect(subscription.endpoint).toBe(`http://localhost:4000/dev/push/${id}`);
    const request = { method: 'POST', headers: {}, body: Buffer.alloc(0) };
    expect(service.handle({ ...request, path: '/dev/push/unknown' }).status).toBe(404);
    expect(service.handle({ ...request, method: 'GET', path: `/dev/push/${id}` }).status).toBe(405);
    expect(service.handle({ ...request, path: `/proxied/dev/push/${id}` })).toMatchObject({ status: 401 });
  });
});
