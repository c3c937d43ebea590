import type { FastifyRequest } from 'fastify';
import { markPageHiddenEndpoint } from '@dating/shared/contracts/index';
import type { App, RouteModule } from '../../app-context';
import { getViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { markOffline } from '../../members/presence';

/**
 * POST /api/page-hidden.php, sent with navigator.sendBeacon when the page becomes hidden.
 * sendBeacon posts text/plain (a string) or the Blob's type (application/json), possibly empty, so
 * this route has its own lenient parser: empty → {}. Marks the member offline; logged out → no-op.
 */
export const pageHiddenRoute: RouteModule = (app, { db }) => {
  app.register(async (scope: App) => {
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
      // No body at all (no content-type): treat as the empty object the contract describes.
      if (request.body === undefined || request.body === null) request.body = {};
    });
    route(scope, markPageHiddenEndpoint, {}, async (request) => {
      const viewer = await getViewer(db, request);
      if (viewer) await markOffline(db, viewer.profileId);
      return { ok: true as const };
    });
  });
};
