import { z } from 'zod';
import { AppliedDiscountSchema, DISCOUNT_ERRORS, discountCodeInput } from './discounts';
import { defineEndpoint } from './endpoint';
import { queryRowId } from './fields';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payment-methods';
import { WITHDRAWAL_CONSENT_VERSIONS } from './withdrawal-consent';

const countryCode = () => z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 code');

const CreditBundleSchema = z.object({
  id: z.number().int().positive(),
  credits: z.number().int().positive(),
  /** The price in the currency's cents (before a method's transaction fee). */
  amount_cents: z.number().int().min(0),
  currency: z.string().length(3),
  /** The bundle marked most popular (one per list). */
  popular: z.boolean(),
});
export type CreditBundle = z.infer<typeof CreditBundleSchema>;

/**
 * GET /api/credits.php?country=: the site's bundles in the payment country's currency. Without `country`
 * the visitor's country (GeoIP) is the payment country; the answer says which it took, so the page can
 * offer to change it.
 */
export const CreditBundlesResponseSchema = z.object({
  country: z.string().length(2),
  currency: z.string().length(3),
  bundles: z.array(CreditBundleSchema),
});

const PaymentCountryQuerySchema = z.object({ country: countryCode().optional() });

export const listCreditBundlesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/credits.php',
  access: 'visitor',
  cache: {
    absent: 'private, no-cache',
    present: { private: 60 },
    whenQuery: 'country',
    reason: "without a country the list follows the viewer's own (the profile's, else GeoIP): a login or a move changes it",
  },
  query: PaymentCountryQuerySchema,
  response: CreditBundlesResponseSchema,
});

const PaymentMethodOfferSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** Brand names are not translated ("Przelewy24" for the id `prezelewy24`). */
  name: z.string(),
  /** The bundle's price with this method: the discounted price where the discount holds for it, else the list price. */
  amount_cents: z.number().int().min(0),
  /** Whether the response's discount holds for this method (a code may be limited to some methods). */
  discounted: z.boolean(),
  fee_cents: z.number().int().min(0),
  total_cents: z.number().int().min(0),
  /** Apple Pay: offered by the api, shown only where the browser supports it. */
  needs_browser_support: z.boolean(),
});
export type PaymentMethodOffer = z.infer<typeof PaymentMethodOfferSchema>;

export const PaymentMethodsResponseSchema = z.object({
  bundle: CreditBundleSchema,
  country: z.string().length(2),
  methods: z.array(PaymentMethodOfferSchema),
  /** The discount asked for (`discount=`) when it holds for this bundle and country; null otherwise. */
  discount: AppliedDiscountSchema.nullable(),
  /** Why the discount asked for does not hold (the code field says so); null when it does or none was asked. */
  discount_error: z.enum(DISCOUNT_ERRORS).nullable(),
});
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

/**
 * GET /api/payment-methods.php?bundle=&country=&discount=: one bundle of the payment country's list and the
 * methods offered there, each with its price, transaction fee and total — with the discount code applied
 * where it holds (members only; a visitor's code is ignored). A bundle of another site or currency is 404.
 */
export const listPaymentMethodsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/payment-methods.php',
  access: 'visitor',
  cache: {
    absent: { private: 60 },
    present: 'no-store',
    whenQuery: 'discount',
    reason: "a member's discount code changes with its use: never a stale price",
  },
  query: PaymentCountryQuerySchema.extend({ bundle: queryRowId(), discount: discountCodeInput().optional() }),
  response: PaymentMethodsResponseSchema,
  errors: ['not_found'],
});

/**
 * The member's consent to immediate supply and acknowledgement that the right of withdrawal is lost (CRD art.
 * 16(m)): the version of the wording they ticked. Every start of a purchase carries it (docs/payments.md): the
 * checkout, the repeat order and the direct-debit mandate (direct-debit.ts).
 */
export const withdrawalConsentInput = () => z.enum(WITHDRAWAL_CONSENT_VERSIONS, { error: 'The consent to immediate supply is required' });

const PaymentSchema = z.object({
  /** The payment's public id (not guessable): the `/transactions/{id}` of its receipt. */
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  credits: z.number().int().positive(),
  /** The bundle's price (after the discount, if any), the method's fee, and what was charged (their sum), in the currency's cents. */
  amount_cents: z.number().int().min(0),
  fee_cents: z.number().int().min(0),
  total_cents: z.number().int().min(0),
  currency: z.string().length(3),
  method: z.enum(PAYMENT_METHODS),
  created_at: z.iso.datetime({ offset: true }),
  /** When it completed; null before (and for payments that never did). */
  paid_at: z.iso.datetime({ offset: true }).nullable(),
  /** The payment country; null for payments recorded before it was kept. */
  country: z.string().length(2).nullable(),
  /** The VAT included in the total, at the payment country's rate (the receipt shows it); null without a country. */
  vat: z.object({ rate_percent: z.number().min(0), amount_cents: z.number().int().min(0) }).nullable(),
  /** The discount the payment was made with (the receipt shows the list price and the code); null without one. */
  discount: AppliedDiscountSchema.nullable(),
  /**
   * Charged through a payment method the provider keeps for the member (a repeat order in one click, a
   * direct debit): no checkout to visit. A failed recurring card charge offers a retry or PayPal.
   */
  recurring: z.boolean(),
  /**
   * The consent to immediate supply the payment was started with (the receipt confirms it): the wording's version
   * and when it was given; null for payments started before it was asked for.
   */
  withdrawal_consent: z.object({ version: z.string(), given_at: z.iso.datetime({ offset: true }) }).nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * POST /api/payment.php: starts buying a bundle with a method (members). `client_id` is made by the browser
 * once per purchase attempt: a retried call answers the same payment and never opens a second one. The
 * method must be offered in the payment country, the bundle must be of its currency (404 otherwise). Without
 * `withdrawal_consent` it is validation_failed on that field (400) and nothing is stored.
 */
const CreatePaymentRequestSchema = z.object({
  bundle: z.number().int().positive().max(2_147_483_647),
  method: z.enum(PAYMENT_METHODS),
  country: countryCode(),
  client_id: z.uuid(),
  /** A discount code (the time bonus, the welcome code, a typed one): checked again here, fixed on the payment. */
  discount_code: discountCodeInput().optional(),
  withdrawal_consent: withdrawalConsentInput(),
});

export const PaymentResponseSchema = z.object({
  payment: PaymentSchema,
  /** Where the member pays (the provider's checkout); null once the payment is final. */
  checkout_url: z.string().nullable(),
});
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

export const createPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/payment.php',
  access: 'member',
  cache: 'no-store',
  // Each start opens a checkout at the provider: a member starts a few, not dozens a minute.
  rate: { per: 'member', max: 20, windowSeconds: 60 },
  body: CreatePaymentRequestSchema,
  response: PaymentResponseSchema,
  errors: ['not_found', 'provider_unavailable', ...DISCOUNT_ERRORS],
});

/** GET /api/payment.php?id=: one of the member's payments as it stands (the status page keeps asking); any other is 404. */
export const getPaymentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/payment.php',
  access: 'member',
  cache: 'no-store',
  query: z.object({ id: z.string().regex(/^[\w-]{8,64}$/) }),
  response: PaymentResponseSchema,
  errors: ['not_found'],
});

const PaymentsResponseSchema = z.object({ payments: z.array(PaymentSchema) });

/** GET /api/payments.php: the member's payments, newest first. */
export const listPaymentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/payments.php',
  access: 'member',
  cache: 'no-store',
  response: PaymentsResponseSchema,
});

/** Why the last order cannot be bought again in one click (RepeatOrder `not_repeatable`). */
const REPEAT_REFUSALS = ['approval_needed', 'not_saved', 'not_offered'] as const;
export type RepeatRefusal = (typeof REPEAT_REFUSALS)[number];

const RepeatOrderSchema = z.object({
  /** The last completed order's bundle at today's price in its currency. */
  bundle: CreditBundleSchema,
  method: z.enum(PAYMENT_METHODS),
  method_name: z.string(),
  country: z.string().length(2),
  fee_cents: z.number().int().min(0),
  total_cents: z.number().int().min(0),
  /**
   * One click: the provider keeps the member's payment method (a card, PayPal, a direct-debit mandate) and is
   * charged again without a checkout; false: not repeatable (`not_repeatable` says why).
   */
  one_click: z.boolean(),
  /** How the kept method is named to the member ("Visa •••• 4242", "PayPal j•••@example.com"); null without one. */
  stored_label: z.string().nullable(),
  /**
   * Why "Buy again" is not offered (null: it is, in one click): `approval_needed` — the method is approved by
   * the member at every payment (iDEAL, BLIK, bank transfer, vouchers, Apple Pay); `not_saved` — a method that
   * can be kept, but none is (a card not saved at its checkout, a revoked one, direct debit without its mandate);
   * `not_offered` — the method is no longer offered in the payment country. The page then offers the same
   * bundle with another method.
   */
  not_repeatable: z.enum(REPEAT_REFUSALS).nullable(),
});
export type RepeatOrder = z.infer<typeof RepeatOrderSchema>;

/**
 * GET /api/repeat-order.php: the member's last completed order however it was paid, to buy again (route
 * `credits-repeat-order`); `order: null` only when there is none, or its bundle is no longer sold.
 */
export const getRepeatOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/repeat-order.php',
  access: 'member',
  cache: 'no-store',
  response: z.object({ order: RepeatOrderSchema.nullable() }),
});

/**
 * POST /api/repeat-order.php: buys the last order again through the kept method, exactly once per `client_id` like
 * POST /api/payment.php (`checkout_url` null; the status page follows the payment). 404 when there is nothing to
 * repeat or it is `not_repeatable` (the member pays at the checkout instead). A new purchase: it needs its own
 * `withdrawal_consent` (400 without).
 */
export const createRepeatOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/repeat-order.php',
  access: 'member',
  cache: 'no-store',
  // Each buy reaches the payment provider.
  rate: { per: 'member', max: 20, windowSeconds: 60 },
  body: z.object({ client_id: z.uuid(), withdrawal_consent: withdrawalConsentInput() }),
  response: PaymentResponseSchema,
  errors: ['not_found', 'provider_unavailable', 'direct_debit_blocked'],
});
