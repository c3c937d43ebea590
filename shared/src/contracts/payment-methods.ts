/**
 * The payment methods a bundle can be bought with: the database's payment_method enum and the
 * optional last segment of /credits/:id/:paymentmethod. Plain constants only (no zod), as the route
 * table is on every parcel's path.
 */
export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'dankort',
  'mobilepay',
  'swish',
  'twint',
  'satispay',
  'vipps',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A payment's states. `pending` until the provider says how it ended: `completed` (credits added),
 * `failed`, `cancelled` (by the member), `expired` (never finished in time); `refunded` after a full refund.
 */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
