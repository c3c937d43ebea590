import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { queryRowId } from './fields';
import { PAYMENT_METHODS } from './payment-methods';

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
export type CreditBundlesResponse = z.infer<typeof CreditBundlesResponseSchema>;

const PaymentCountryQuerySchema = z.object({ country: countryCode().optional() });

export const listCreditBundlesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/credits.php',
  query: PaymentCountryQuerySchema,
  response: CreditBundlesResponseSchema,
});

const PaymentMethodOfferSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** Brand names are not translated ("Przelewy24" for the id `prezelewy24`). */
  name: z.string(),
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
});
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

/**
 * GET /api/payment-methods.php?bundle=&country=: one bundle of the payment country's list and the methods
 * offered there, each with its transaction fee and the total. A bundle of another site or currency is 404.
 */
export const listPaymentMethodsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/payment-methods.php',
  query: PaymentCountryQuerySchema.extend({ bundle: queryRowId() }),
  response: PaymentMethodsResponseSchema,
  errors: ['not_found'],
});
