/**
 * The offers' fixed terms, plain constants only (no zod), as the offer pieces read them on every members-area
 * page; shared/src/contracts/discounts.ts holds the codes' schemas and endpoint and exports these too.
 */

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
