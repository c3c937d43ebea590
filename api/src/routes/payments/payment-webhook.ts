import { paymentWebhookEndpoint, MAX_WEBHOOK_BYTES } from '@dating/shared/contracts/payment-webhook';
import type { App, RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { ApiError, notFound } from '../../http/errors';
import { ProviderEventSchema, WebhookRejected } from '../../payments/provider';
import { storeWebhook } from '../../payments/webhook-inbox';

/**
 * POST /api/payment-webhook.php?provider=<name>: a payment provider's webhook (docs/payments.md). The raw
 * body is kept for the signature; the adapter verifies it (signature and freshness: 400 otherwise, nothing
 * stored) and the event is checked against the providers' event schema once more, so an adapter that let a
 * bad character through still cannot store it; the event goes into the inbox with its processing job, and
 * the provider gets its 2xx at once — processing never makes it wait or retry. A repeated delivery answers
 * 200 too (stored once). No session: a server posts it, authenticated by its signature, so it is exempt from
 * the browser's CSRF header (csrf.ts).
 */
export const paymentWebhookRoute: RouteModule = (app, { db, payments }) => {
  app.register(async (scope: App) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_WEBHOOK_BYTES }, (_request, body, done) => done(null, body));
    route(scope, paymentWebhookEndpoint, async (request) => {
      const name = request.query.provider;
      if (name !== payments.provider.name) throw notFound(`No payment provider ${name}`);
      let verified;
      try {
        verified = payments.provider.verifyWebhook({ rawBody: request.body, headers: request.headers, now: new Date() });
      } catch (error) {
        if (error instanceof WebhookRejected) throw new ApiError(400, 'validation_failed', `Webhook refused: ${error.message}`);
        throw error;
      }
      const event = ProviderEventSchema.safeParse(verified);
      if (!event.success) throw new ApiError(400, 'validation_failed', 'Webhook refused: not a payment event');
      const { stored } = await storeWebhook(db, { provider: name, event: event.data, now: new Date() });
      return { ok: true as const, stored };
    });
  });
};
