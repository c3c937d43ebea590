import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { queryRowId } from './fields';
import { PAYMENT_METHODS } from './payment-methods';

/**
 * The time bonus: 25 % off with the code TIMEBONUS25, once per member, for a logged-in member who has not
 * bought yet, during the first 4 hours (14,400 s) after signup. Its countdown ticks every second.
 */
export const TIME_BONUS = { code: 'TIMEBONUS25', percent: 25, windowSeconds: 14_400, tickMs: 1000 } as const;

/**
 * The welcome discount, made for a member who has not bought when the time bonus ends unused: a personal
 * code, its value and lifetime from the site's settings (`welcome_discount_percent`, `welcome_discount_days`);
 * these are the defaults.
 */
export const WELCOME_DISCOUNT_DEFAULTS = { percent: 15, days: 7 } as const;

/** The time-bonus popup opens this long after the member enters the members area (at 0 credits, not dismissed). */
export const TIME_BONUS_POPUP_DELAY_MS = 40_000;

/**
 * A price with a discount: whole cents, rounded half up. The one rule the api charges and the pages show
 * ("€ 19.99 → € 14.99"), so the price a member sees is the price they pay.
 */
export function discountedCents(amountCents: number, percent: number): number {
  return Math.round((amountCents * (100 - percent)) / 100);
}

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
