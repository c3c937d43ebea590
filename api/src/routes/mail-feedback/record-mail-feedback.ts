import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { recordMailFeedbackEndpoint } from '@dating/shared/contracts/index';
import type { App, RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { ApiError, notFound } from '../../http/errors';
import { recordMailFeedback } from '../../mail-feedback/stop-reasons';

/** Compared as SHA-256 digests: equal lengths for timingSafeEqual, and no early exit on a length. */
function bearerMatches(request: FastifyRequest, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * POST /api/mail-feedback.php `{ type: 'bounce' | 'complaint', email, permanent? }`: the mail
 * provider's webhook for hard bounces and spam complaints (feedback loop), authenticated with
 * `Authorization: Bearer <MAIL_FEEDBACK_SECRET>`; without that setting the route does not exist
 * (404). The secret is checked before the body is even validated. Always `{ ok: true }` for an
 * authenticated call, whether or not the address has an account: the answer tells nobody who is a
 * member. Exempt from the browser's CSRF header (csrf.ts), never from the secret.
 */
export const recordMailFeedbackRoute: RouteModule = (app, { db, config }) => {
  // A scope of its own, so its onRequest hook (the secret, before the body is validated) guards this route only.
  app.register(async (scope: App) => {
    scope.addHook('onRequest', async (request) => {
      if (config.mailFeedbackSecret === undefined) throw notFound('No such endpoint: POST /api/mail-feedback.php');
      if (!bearerMatches(request, config.mailFeedbackSecret))
        throw new ApiError(403, 'forbidden', 'Wrong or missing mail feedback secret.');
    });
    route(scope, recordMailFeedbackEndpoint, async (request) => {
      await recordMailFeedback(db, request.body);
      return { ok: true as const };
    });
  });
};
