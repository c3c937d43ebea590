import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText } from './fields';

/** The providers' webhooks are small; anything larger is not one. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * A payment provider's webhook (docs/payments.md), posted server to server: the raw body as sent (its
 * signature is over those bytes, so it is read as text and parsed by the provider's adapter), the provider
 * named once in the query. Not in the contracts' barrel: no browser calls it.
 */
export const paymentWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/payment-webhook.php',
  access: 'visitor',
  cache: 'no-store',
  csrfExempt: "the payment provider's server posts it, authorised by its signature",
  query: z.object({ provider: lineText().min(1).max(40) }),
  body: z.string().max(MAX_WEBHOOK_BYTES),
  response: z.object({ ok: z.literal(true), stored: z.boolean() }),
  errors: ['not_found'],
});
