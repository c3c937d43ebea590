import type { FastifyRequest } from 'fastify';
import type { App } from '../app-context';
import { ApiError } from './errors';

/**
 * Makes the routes registered in `scope` read a navigator.sendBeacon body. sendBeacon posts a string
 * as text/plain, a Blob as its own type (application/json) and may send nothing at all, without the
 * client's header — so these routes take JSON in either type, and an empty or missing body as the
 * empty object, which the endpoint's schema then judges field by field. Anything else stays refused.
 */
export function acceptBeaconBody(scope: App): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
      const text = body.toString().trim();
      if (text === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new ApiError(400, 'validation_failed', 'Body is not valid JSON', { field: 'body' }));
      }
    },
  );
  scope.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
}
