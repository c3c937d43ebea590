import { z } from 'zod';
import { INT32_MAX, lineText } from '@dating/shared/contracts/fields';
import { PAYMENT_METHODS, type Locale, type PaymentMethod } from '@dating/shared/contracts/index';

/**
 * The field types every provider's webhook schema and every event are built from. A provider signs what it
 * sends, not that it is clean: an id with a NUL or a lone surrogate, or an amount beyond the integer column,
 * reached PostgreSQL and made the webhook a 500. With these it is a 400, and nothing is stored.
 */
export const providerFields = {
  /** An id or reference of the provider's (or ours, echoed back): one line, bounded. */
  id: () => lineText().min(1).max(200),
  /** A name to show the member ("Visa •••• 4242"). */
  label: () => lineText().min(1).max(100),
  amountCents: () => z.number().int().min(0).max(INT32_MAX),
  currency: () => z.string().regex(/^[A-Z]{3}$/),
};

const eventBase = {
  /** Unique per event at the provider (a repeated delivery carries the same key). */
  eventKey: providerFields.id(),
  /** The provider's payment reference (payments.provider_reference). */
  reference: providerFields.id(),
  /**
   * Our payment's public id as the provider echoes it (CheckoutRequest.paymentId): an event applies only to the
   * payment both references name, so a signed event cannot move one member's payment with another's.
   */
  merchantReference: providerFields.id(),
  amountCents: providerFields.amountCents(),
  currency: providerFields.currency(),
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
    /**
     * On a completed checkout that asked to keep the method (CheckoutRequest.keepMethod): the provider's token
     * to charge it again (a repeat order in one click) and how to name it to the member ("Visa •••• 4242").
     */
    storedMethod: z.object({ token: providerFields.id(), label: providerFields.label() }).optional(),
  }),
  z.object({ kind: z.literal('refund'), ...eventBase, adjustmentId: providerFields.id() }),
  z.object({ kind: z.literal('chargeback'), ...eventBase, adjustmentId: providerFields.id() }),
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
  /** Ask the provider to keep the method (cards, PayPal) for repeat orders; its token arrives with the completion. */
  keepMethod: boolean;
}

/** Charging a method the provider keeps (a repeat order, a direct debit under its mandate): no checkout, the outcome comes by webhook. */
export interface StoredChargeRequest {
  paymentId: string;
  /** The provider's token of the kept method (stored_payment_methods.token). */
  token: string;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  locale: Locale;
  notifyUrl: string;
}

/** A SEPA direct-debit mandate to register at the provider, confirmed by the member's SMS code. */
export interface MandateRequest {
  holder: string;
  /** Normalised: no spaces, upper-case, checked (country, length, mod-97). */
  iban: string;
  /** Our mandate's public id: the mandate reference the bank shows. */
  mandateReference: string;
}

/** A refused webhook: the route answers 400 and stores nothing. */
export class WebhookRejected extends Error {}

/** The provider's definite no to a refund (the payment is not refundable there, or not for that much): nothing was refunded. */
export class RefundRefused extends Error {}

/**
 * A payment provider as the api uses it (docs/payments.md): an adapter maps one real provider's API (its
 * checkout creation, status lookup and webhook signature scheme) onto this.
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<{ reference: string; checkoutUrl: string }>;
  /** Charges a kept method; the payment stays pending until the provider's webhook says how it ended. */
  chargeStored(request: StoredChargeRequest): Promise<{ reference: string }>;
  /** Registers a direct-debit mandate: its token (charged like any kept method) and a label ("SEPA NL•• 4300"). */
  createMandate(request: MandateRequest): Promise<{ token: string; label: string }>;
  /** The payment's state at the provider now (reconciliation, and the webhook's fetch-back for providers that need it). */
  fetchStatus(reference: string): Promise<StatusEvent>;
  /**
   * Gives money back for a completed payment (all or part of it). The provider confirms with a `refund` event
   * (its webhook) naming the returned id: credits are taken back only then, like they are added only on
   * `completed`. `key` is the refund intent's idempotency key: the same key again answers the same refund and
   * never a second one. Throws RefundRefused when the provider says no; any other error leaves it unknown
   * whether the refund was taken (asked again later with the same key).
   */
  refund(reference: string, input: { amountCents: number; key: string }): Promise<{ id: string }>;
  /**
   * A refund `refund` answered, as the provider has it now: its `refund` event once the money went back (the
   * event its webhook carries), null while it has not (or when the provider knows no such refund).
   * Reconciliation's fetch-back for a refund whose webhook never came.
   */
  fetchRefund(reference: string, id: string): Promise<AdjustmentEvent | null>;
  /**
   * Checks a webhook's authenticity and freshness from its raw body and headers, and parses it with a schema
   * built from `providerFields`. Throws WebhookRejected for a bad signature, a stale timestamp or a body it
   * cannot read. The route checks the event against ProviderEventSchema again before storing it.
   */
  verifyWebhook(input: { rawBody: string; headers: Record<string, string | string[] | undefined>; now: Date }): ProviderEvent;
}
