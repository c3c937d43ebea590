import { z } from 'zod';
import type { App, RouteModule } from '../../app-context';
import { ApiError, notFound } from '../../http/errors';
import { WebhookRejected } from '../../payments/provider';
import { storeWebhook } from '../../payments/webhook-inbox';

/** The providers' webhooks are small; anything larger is not one. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * POST /api/payment-webhook.php?provider=<name>: a payment provider's webhook (docs/payments.md). The raw
 * body is kept for the signature; the adapter verifies it (signature and freshness: 400 otherwise, nothing
 * stored); the event goes into the inbox with its processing job, and the provider gets its 2xx at once —
 * processing never makes it wait or retry. A repeated delivery answers 200 too (stored once). Exempt from
 * the browser's CSRF header (csrf.ts): a server posts it, authenticated by its signature.
 */
export const paymentWebhookRoute: RouteModule = (app, { db, payments }) => {
  app.register(async (scope: App) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_WEBHOOK_BYTES }, (_request, body, done) => done(null, body));
    scope.post('/api/payment-webhook.php', async (request, reply) => {
      const { provider: name } = z.object({ provider: z.string() }).parse(request.query);
      if (name !== payments.provider.name) throw notFound(`No payment provider ${name}`);
      let event;
      try {
        event = payments.provider.verifyWebhook({
          rawBody: typeof request.body === 'string' ? request.body : '',
          headers: request.headers,
          now: new Date(),
        });
      } catch (error) {
        if (error instanceof WebhookRejected) throw new ApiError(400, 'validation_failed', `Webhook refused: ${error.message}`);
        throw error;
      }
      const { stored } = await storeWebhook(db, { provider: name, event, now: new Date() });
      reply.header('cache-control', 'no-store');
      return { ok: true, stored };
    });
  });
};
