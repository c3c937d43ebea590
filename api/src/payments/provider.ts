import { z } from 'zod';
import { PAYMENT_METHODS, type Locale, type PaymentMethod } from '@dating/shared/contracts/index';

/**
 * What a provider tells about a payment, from a verified webhook or when asked. `status` in the provider's
 * words mapped to ours: only `completed` moves credits; `pending` says nothing new.
 */
export const ProviderEventSchema = z.object({
  /** Unique per event at the provider (a repeated delivery carries the same key). */
  eventKey: z.string().min(1).max(200),
  /** The provider's payment reference (payments.provider_reference). */
  reference: z.string().min(1).max(200),
  status: z.enum(['pending', 'completed', 'failed', 'cancelled', 'expired']),
  amountCents: z.number().int().min(0),
  currency: z.string().length(3),
  method: z.enum(PAYMENT_METHODS),
});
export type ProviderEvent = z.infer<typeof ProviderEventSchema>;

export interface CheckoutRequest {
  /** Our payment's public id: the provider shows it and sends it back. */
  paymentId: string;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  locale: Locale;
  /** Where the member's browser comes back to (our status page). */
  returnUrl: string;
  /** Where the provider posts its webhooks. */
  notifyUrl: string;
}

/** A refused webhook: the route answers 400 and stores nothing. */
export class WebhookRejected extends Error {}

/**
 * A payment provider as the api uses it (docs/payments.md): an adapter maps one real provider's API (its
 * checkout creation, status lookup and webhook signature scheme) onto this.
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<{ reference: string; checkoutUrl: string }>;
  /** The payment's state at the provider now (reconciliation, and the webhook's fetch-back for providers that need it). */
  fetchStatus(reference: string): Promise<ProviderEvent>;
  /**
   * Checks a webhook's authenticity and freshness from its raw body and headers, and parses it. Throws
   * WebhookRejected for a bad signature, a stale timestamp or a body it cannot read.
   */
  verifyWebhook(input: { rawBody: string; headers: Record<string, string | string[] | undefined>; now: Date }): ProviderEvent;
}
