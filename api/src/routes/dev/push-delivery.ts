import type { FastifyRequest } from 'fastify';
import type { App, RouteModule } from '../../app-context';
import { page } from '../../http/endpoint-route';
import { devPushService, guardDevPushService, PUSH_PATH } from './push-service';

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
 * POST /api/dev/push/:id: a push, as web-push sends it (raw aes128gcm body, VAPID authorization), to
 * the development push service (./push-service.ts); the answer is the service's own.
 */
export const devPushDeliveryRoute: RouteModule = (app, ctx) => {
  const service = devPushService(ctx);

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
      guardDevPushService(ctx);
      const answer = service.handle({
        method: request.method,
        path: request.url,
        headers: request.headers,
        body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      });
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
  });
};
