import type { FastifyRequest } from 'fastify';
import { createDevPushSubscriptionEndpoint, getDevReceivedPushesEndpoint } from '@dating/shared/contracts/index';
import type { App, RouteModule } from '../../app-context';
import { page, route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { createLocalPushService } from '../../push/local-push-service';
import { siteOrigin } from '../../sites/site-origin';

/** Where the endpoints of the api's own push service live. */
const PUSH_PATH = '/api/dev/push';
/** A push delivered to the development push service: never stored. */
const PUSH_SERVICE_PAGE = {
  method: 'POST',
  path: `${PUSH_PATH}/:id`,
  access: 'visitor',
  cache: 'no-store',
  csrfExempt: "the api's own push jobs post to it, server to server, as to any push service",
} as const;
/** A push body is at most 4096 bytes (RFC 8030); a little more reaches the service, which answers 413 itself. */
const BODY_LIMIT = 16 * 1024;

/**
 * The local push service (api/src/push/local-push-service.ts) mounted in the api, for development and
 * the Playwright journey (docs/push.md): Chromium's own PushManager.subscribe needs Google's push
 * service, which is not reachable here, so a page gets a subscription of this service instead, the
 * api's push jobs send to it like to any push service (local hosts are allowed outside production),
 * and the journey reads what arrived, decrypted. Behind the development mailbox's guard (mail captured
 * locally, never in production): it hands out keys and shows every push's content.
 *
 * - POST /api/dev/push/:id: a push, as web-push sends it (raw aes128gcm body, VAPID authorization).
 * - POST /api/dev/push-subscriptions.php `{applicationServerKey}`: a new subscription, endpoint on
 *   this api's origin.
 * - GET /api/dev/push-received.php?endpoint=: what the endpoint received, oldest first.
 *
 * One service per app (its subscriptions and pushes live in memory as long as the app does).
 */
export const devPushServiceRoutes: RouteModule = (app, { mailer, sites, config }) => {
  const service = createLocalPushService();
  const guard = () => {
    if (!mailer.mailboxEnabled) throw notFound('The development push service is disabled');
  };

  app.register(async (scope: App) => {
    // web-push posts the encrypted body as application/octet-stream: kept as the bytes it is.
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_request: FastifyRequest, body: Buffer | string, done: (error: Error | null, value?: unknown) => void) =>
        done(null, Buffer.isBuffer(body) ? body : Buffer.from(body)),
    );
    // `Content-Encoding: aes128gcm` names the push's encryption, which the service undoes itself: the
    // api's request decompression (it would answer 415 to an encoding it does not know) stays out.
    page(scope, PUSH_SERVICE_PAGE, { decompress: false }, async (request, _viewer, reply) => {
      guard();
      const answer = service.handle({
        method: request.method,
        path: request.url,
        headers: request.headers,
        body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      });
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
  });

  route(app, createDevPushSubscriptionEndpoint, async (request) => {
    guard();
    // On the site's own origin (never the request's Host), which is this very server in development: the
    // api's push jobs post back to this service.
    const site = await sites.forHost(request.headers.host);
    return service.createSubscription(`${siteOrigin({ config }, site)}${PUSH_PATH}`, {
      applicationServerKey: request.body.applicationServerKey,
    });
  });

  route(app, getDevReceivedPushesEndpoint, async (request) => {
    guard();
    return {
      pushes: service.received(request.query.endpoint).map((push) => ({
        payload: push.payload,
        ttl: push.ttl,
        topic: push.topic,
        urgency: push.urgency,
        headers: push.headers,
        vapid: { aud: push.vapid.aud, exp: push.vapid.exp, sub: push.vapid.sub, public_key: push.vapid.publicKey },
        received_at: push.receivedAt.toISOString(),
      })),
    };
  });
};
