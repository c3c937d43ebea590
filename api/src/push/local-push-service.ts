/**
 * A push service on this machine, for tests and development: it takes web push requests as Google's,
 * Mozilla's or Apple's services do (POST to the subscription's endpoint with a VAPID authorization
 * and an aes128gcm body), checks them the same way, and instead of waking a browser records what it
 * received, decrypted with the subscription's keys (which it made, so it holds the private key a
 * browser would keep to itself). docs/push.md tells how tests and the Playwright journey use it.
 *
 * The service itself is framework-free (`handle` takes a plain request), so a test listens on
 * 127.0.0.1:0 with `startLocalPushServer`, and a development-only api route can mount the same
 * object and hand it its requests.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkVapidAuthorization, decryptAes128gcm, type VapidClaims } from './web-push-crypto';

/** A subscription as `PushSubscription.toJSON()` gives it (what POST /api/user.php?push=1 takes). */
export interface LocalSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

interface ReceivedPush {
  endpoint: string;
  /** The decrypted body. */
  payload: string;
  ttl: number;
  topic: string | null;
  urgency: string;
  vapid: VapidClaims;
  /** Every header as it arrived (names in lower case). */
  headers: Record<string, string>;
  receivedAt: Date;
}

/** A request the service answered with an error (gone, a failure it was told to simulate, a refusal). */
interface RefusedPush {
  endpoint: string | null;
  status: number;
  reason: string;
}

interface PushServiceRequest {
  method: string;
  /** The request's path (the endpoint's path; the subscription is found by its last segment). */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

interface PushServiceResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface CreateSubscriptionOptions {
  /**
   * The VAPID public key the browser subscribed with (`applicationServerKey`): a push signed with
   * another key is refused with 403, as real push services do. Absent: any signing key is taken.
   */
  applicationServerKey?: string;
}

interface LocalPushService {
  /** A new subscription with fresh keys (P-256 pair, 16-byte auth secret); its endpoint is `<baseUrl>/<id>`. */
  createSubscription(baseUrl: string, options?: CreateSubscriptionOptions): LocalSubscription;
  /** From now on the endpoint answers `status` (404 or 410): the browser unsubscribed, or the subscription expired. */
  markGone(endpoint: string, status?: 404 | 410): void;
  /** The next `times` pushes to the endpoint answer `status` (a 500, a 429) before any check. */
  failNext(endpoint: string, status: number, times?: number): void;
  /** What arrived and was accepted, oldest first; only the endpoint's when given. */
  received(endpoint?: string): ReceivedPush[];
  /** What was answered with an error, oldest first. */
  refused(endpoint?: string): RefusedPush[];
  handle(request: PushServiceRequest): PushServiceResponse;
}

interface Registered {
  subscription: LocalSubscription;
  privateKey: string;
  applicationServerKey: string | undefined;
  gone: 404 | 410 | undefined;
  failures: number[];
}

/** RFC 8030: a push message body is at most 4096 bytes. */
const MAX_BODY_BYTES = 4096;
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);

const headerValue = (headers: PushServiceRequest['headers'], name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

export function createLocalPushService(options: { now?: () => Date } = {}): LocalPushService {
  const now = options.now ?? (() => new Date());
  const byId = new Map<string, Registered>();
  const byEndpoint = new Map<string, Registered>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];

  const registered = (endpoint: string): Registered => {
    const entry = byEndpoint.get(endpoint);
    if (!entry) throw new Error(`${endpoint} is not a subscription of this push service`);
    return entry;
  };

  function answer(endpoint: string | null, status: number, reason: string): PushServiceResponse {
    refused.push({ endpoint, status, reason });
    return { status, headers: { 'content-type': 'text/plain' }, body: reason };
  }

  return {
    createSubscription(baseUrl, subscribeOptions = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomBytes(16).toString('base64url');
      const subscription: LocalSubscription = {
        endpoint: `${baseUrl.replace(/\/+$/, '')}/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      };
      const entry: Registered = {
        subscription,
        // A private key with leading zero bytes comes back shorter: padded to the 32 bytes a P-256 key has.
        privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
          .subarray(-32)
          .toString('base64url'),
        applicationServerKey: subscribeOptions.applicationServerKey,
        gone: undefined,
        failures: [],
      };
      byId.set(id, entry);
      byEndpoint.set(subscription.endpoint, entry);
      return subscription;
    },

    markGone(endpoint, status = 410) {
      registered(endpoint).gone = status;
    },

    failNext(endpoint, status, times = 1) {
      registered(endpoint).failures.push(...Array.from({ length: times }, () => status));
    },

    received: (endpoint) => received.filter((push) => endpoint === undefined || push.endpoint === endpoint),
    refused: (endpoint) => refused.filter((push) => endpoint === undefined || push.endpoint === endpoint),

    handle(request) {
      const id = request.path.split('?')[0]!.split('/').pop() ?? '';
      const entry = byId.get(id);
      if (!entry) return answer(null, 404, 'no such subscription');
      const { endpoint } = entry.subscription;
      if (request.method !== 'POST') return answer(endpoint, 405, 'only POST delivers a push');
      if (entry.gone) return answer(endpoint, entry.gone, 'subscription gone');
      const failure = entry.failures.shift();
      if (failure !== undefined) return answer(endpoint, failure, 'failure simulated by the test');

      // The audience is the origin the endpoint was handed out with, whatever proxy the request came through.
      const vapid = checkVapidAuthorization(headerValue(request.headers, 'authorization'), new URL(endpoint).origin, now());
      if (!vapid.ok) return answer(endpoint, 401, vapid.reason);
      if (entry.applicationServerKey !== undefined && vapid.claims.publicKey !== entry.applicationServerKey)
        return answer(endpoint, 403, 'signed with another key than the subscription was made for');

      const ttlHeader = headerValue(request.headers, 'ttl');
      if (ttlHeader === undefined || !/^\d+$/.test(ttlHeader)) return answer(endpoint, 400, 'TTL missing or not a number');
      const topic = headerValue(request.headers, 'topic') ?? null;
      if (topic !== null && !TOPIC.test(topic)) return answer(endpoint, 400, 'Topic is not at most 32 url-safe base64 characters');
      const urgency = headerValue(request.headers, 'urgency') ?? 'normal';
      if (!URGENCIES.has(urgency)) return answer(endpoint, 400, 'unknown Urgency');
      if (headerValue(request.headers, 'content-encoding') !== 'aes128gcm')
        return answer(endpoint, 400, 'Content-Encoding is not aes128gcm');
      if (request.body.length > MAX_BODY_BYTES) return answer(endpoint, 413, 'body larger than 4096 bytes');

      let payload: string;
      try {
        payload = decryptAes128gcm(request.body, { privateKey: entry.privateKey, ...entry.subscription.keys }).toString('utf8');
      } catch (error) {
        return answer(endpoint, 400, `body does not decrypt: ${(error as Error).message}`);
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name.toLowerCase(), String(value)]])),
      );
      received.push({ endpoint, payload, ttl: Number(ttlHeader), topic, urgency, vapid: vapid.claims, headers, receivedAt: now() });
      return { status: 201, headers: { location: `${endpoint}/messages/${received.length}` }, body: '' };
    },
  };
}

/** Reads a request's body, refusing more than `limit` bytes (a push body is at most 4 KiB). */
async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The service as a node:http request listener. */
function localPushRequestListener(service: LocalPushService) {
  return (request: IncomingMessage, response: ServerResponse) => {
    readBody(request, 4 * MAX_BODY_BYTES)
      .then((body) => {
        const answer =
          body === null
            ? { status: 413, headers: {}, body: 'body too large' }
            : service.handle({ method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers, body });
        response.writeHead(answer.status, answer.headers).end(answer.body);
      })
      .catch(() => response.writeHead(400).end());
  };
}

export interface LocalPushServer {
  service: LocalPushService;
  /** Where the endpoints live: `http://127.0.0.1:<port>/push`. */
  url: string;
  /** A new subscription of this server's service. */
  subscribe(options?: CreateSubscriptionOptions): LocalSubscription;
  close(): Promise<void>;
}

/** The service on its own server, on 127.0.0.1 and a free port (Jest). */
export async function startLocalPushServer(options: { now?: () => Date } = {}): Promise<LocalPushServer> {
  const service = createLocalPushService(options);
  const server = createServer(localPushRequestListener(service));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push`;
  return {
    service,
    url,
    subscribe: (subscribeOptions) => service.createSubscription(url, subscribeOptions),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
