import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { queryRowId } from './fields';
import { PAYMENT_METHODS } from './payment-methods';

// The offers' fixed terms live without zod in offer-terms.ts, for the offer pieces; these are exported here
// too, beside the codes' schemas.
export { TIME_BONUS, WELCOME_DISCOUNT_DEFAULTS, discountedCents } from './offer-terms';

/** What a code is: the time bonus, the welcome discount, a retention offer (STAY<percent>) or any other code. */
export const DISCOUNT_KINDS = ['time_bonus', 'welcome', 'retention', 'code'] as const;

/** The code typed into a code field: trimmed, case-insensitive (stored and compared upper-case). */
export const discountCodeInput = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/)
    .transform((code) => code.toUpperCase());

/**
 * A discount code as the member may see it (the spec's fields). `minimum_order_value` is in the currency's
 * cents (0 = none); `country`, `currency` null = any; `paymentmethods` empty = every method; `expires` null =
 * no end date (for the time bonus: the end of its 4-hour window); `user_id` set for a personal code.
 */
export const DiscountCodeSchema = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  country: z.string().length(2).nullable(),
  user_id: z.number().int().positive().nullable(),
  expires: z.iso.datetime({ offset: true }).nullable(),
  value_percentage: z.number().int().min(1).max(100),
  currency: z.string().length(3).nullable(),
  minimum_order_value: z.number().int().min(0),
  status: z.enum(['active', 'inactive']),
  validity: z.enum(['once', 'once_per_user', 'unlimited']),
  expired: z.boolean(),
  paymentmethods: z.array(z.enum(PAYMENT_METHODS)),
});
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;

/**
 * GET /api/discountcode.php (members):
 * - no parameters: the member's time bonus (TIMEBONUS25 while its window runs), else `discount: null`;
 * - `welcome=true`: the member's welcome discount while it is valid (made when the time bonus ended unused),
 *   else `discount: null`;
 * - `code=`: checks a typed code for the member — and for the order when `bundle` and `country` (and
 *   `method`) are given — answering the code, or one of the discount errors (422; a bundle not in the payment
 *   country's list is 404).
 * The browser ignores its errors for the first two (an offer that cannot load is simply not shown).
 */
export const getDiscountCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/discountcode.php',
  access: 'member',
  cache: 'no-store',
  // Enough for a code field, too few to guess codes.
  rate: { per: 'member', max: 60, windowSeconds: 60 },
  query: z.object({
    welcome: z.enum(['true']).optional(),
    code: discountCodeInput().optional(),
    bundle: queryRowId().optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    method: z.enum(PAYMENT_METHODS).optional(),
  }),
  response: z.object({ discount: DiscountCodeSchema.nullable() }),
  errors: ['discount_not_found', 'discount_used', 'discount_expired', 'discount_minimum_order', 'discount_not_applicable', 'not_found'],
});

/** The errors a code can have at checkout (the code field shows them in place). */
export const DISCOUNT_ERRORS = [
  'discount_not_found',
  'discount_used',
  'discount_expired',
  'discount_minimum_order',
  'discount_not_applicable',
] as const;
export type DiscountError = (typeof DISCOUNT_ERRORS)[number];

/** A discount applied to a price: which code, how much, and the price before it. */
export const AppliedDiscountSchema = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value_percentage: z.number().int().min(1).max(100),
  /** The bundle's price without the discount, in the currency's cents. */
  list_amount_cents: z.number().int().min(0),
  expires: z.iso.datetime({ offset: true }).nullable(),
});
export type AppliedDiscount = z.infer<typeof AppliedDiscountSchema>;
