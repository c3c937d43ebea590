import { z } from 'zod';
import { PAYMENT_METHODS, type Locale, type PaymentMethod } from '@dating/shared/contracts/index';

const eventBase = {
  /** Unique per event at the provider (a repeated delivery carries the same key). */
  eventKey: z.string().min(1).max(200),
  /** The provider's payment reference (payments.provider_reference). */
  reference: z.string().min(1).max(200),
  amountCents: z.number().int().min(0),
  currency: z.string().length(3),
};

/**
 * What a provider tells about a payment, from a verified webhook or when asked. A `status` in the provider's
 * words mapped to ours (only `completed` moves credits; `pending` says nothing new), or money given back after
 * completion — a `refund` or a `chargeback`, partial ones too, each with the provider's id for it.
 */
export const ProviderEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('status'),
    ...eventBase,
    status: z.enum(['pending', 'completed', 'failed', 'cancelled', 'expired']),
    method: z.enum(PAYMENT_METHODS),
  }),
  z.object({ kind: z.literal('refund'), ...eventBase, adjustmentId: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('chargeback'), ...eventBase, adjustmentId: z.string().min(1).max(200) }),
]);
export type ProviderEvent = z.infer<typeof ProviderEventSchema>;
export type StatusEvent = Extract<ProviderEvent, { kind: 'status' }>;
export type AdjustmentEvent = Extract<ProviderEvent, { kind: 'refund' | 'chargeback' }>;

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
  fetchStatus(reference: string): Promise<StatusEvent>;
  /**
   * Gives money back for a completed payment (all or part of it). The provider confirms with a `refund` event
   * (its webhook): credits are taken back only then, like they are added only on `completed`.
   */
  refund(reference: string, input: { amountCents: number; key: string }): Promise<void>;
  /**
   * Checks a webhook's authenticity and freshness from its raw body and headers, and parses it. Throws
   * WebhookRejected for a bad signature, a stale timestamp or a body it cannot read.
   */
  verifyWebhook(input: { rawBody: string; headers: Record<string, string | string[] | undefined>; now: Date }): ProviderEvent;
}
