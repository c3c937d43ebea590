import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  DISCOUNT_KINDS,
  PAYMENT_METHODS,
  TIME_BONUS,
  type AppliedDiscount,
  type DiscountCode,
  type DiscountError,
  type PaymentMethod,
} from '@dating/shared/contracts/index';
import type { DbOrTx } from '../db/database';
import { discountCodes, discountRedemptions, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { PER_EURO, type Currency } from '../payments/currencies';

type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** The member a code is checked for: whether they have bought, and when they signed up (the time bonus's window). */
export interface DiscountMember {
  id: number;
  /** The member's own site: its settings make their welcome discount. */
  siteId: number;
  paidUser: boolean;
  signupDate: Date;
}

/** What a code is checked against at checkout: the bundle's price in the payment country's currency, and the method when chosen. */
export interface DiscountOrder {
  amountCents: number;
  currency: Currency;
  country: string;
  method?: PaymentMethod;
}

const CODE_COLUMNS = {
  id: discountCodes.id,
  code: discountCodes.code,
  country: discountCodes.country,
  userId: discountCodes.userId,
  expiresAt: discountCodes.expiresAt,
  valuePercentage: discountCodes.valuePercentage,
  currency: discountCodes.currency,
  minimumOrderValueCents: discountCodes.minimumOrderValueCents,
  status: discountCodes.status,
  validity: discountCodes.validity,
  paymentMethods: discountCodes.paymentMethods,
};
type CodeRow = { [K in keyof typeof CODE_COLUMNS]: (typeof discountCodes.$inferSelect)[K] };

/** A code found for a member, with what it is. */
export type FoundCode = CodeRow & { kind: DiscountKind };

export type DiscountCheck = { ok: true; code: FoundCode } | { ok: false; error: DiscountError };

const WELCOME_PREFIX = 'WELCOME';
const RETENTION_PREFIX = 'STAY';

/** The welcome discount's personal code: `WELCOME15` for 15 %. */
export const welcomeCode = (percent: number) => `${WELCOME_PREFIX}${percent}`;

/**
 * What a code is — the one place that decides it: TIMEBONUS25 is the time bonus; a personal code named
 * WELCOME<percent> the welcome discount, STAY<percent> the retention offer (account-deletion/retention-discount.ts);
 * anything else (a global code, or a personal one the operator made) is a plain code.
 */
export function discountKind(code: string, userId: number | null): DiscountKind {
  if (code === TIME_BONUS.code && userId === null) return 'time_bonus';
  if (userId !== null && new RegExp(`^${WELCOME_PREFIX}\\d+$`).test(code)) return 'welcome';
  if (userId !== null && new RegExp(`^${RETENTION_PREFIX}\\d+$`).test(code)) return 'retention';
  return 'code';
}

/** When the member's time bonus ends: 4 hours (14,400 s) after signup. */
export function timeBonusEnds(member: Pick<DiscountMember, 'signupDate'>): Date {
  return new Date(member.signupDate.getTime() + TIME_BONUS.windowSeconds * 1000);
}

/** The member as the checks need them; null for an unknown or erased user. */
export async function discountMember(db: DbOrTx, userId: number): Promise<DiscountMember | null> {
  const [row] = await db
    .select({ id: users.id, siteId: users.siteId, paidUser: users.paidUser, signupDate: users.signupDate, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.deletedAt) return null;
  return { id: row.id, siteId: row.siteId, paidUser: row.paidUser, signupDate: row.signupDate };
}

/**
 * The active code of that name the member may use: their personal one first, else a global one. An inactive
 * code is not found, like a code that does not exist.
 */
async function findCode(db: DbOrTx, member: DiscountMember, code: string): Promise<FoundCode | null> {
  const [row] = await db
    .select(CODE_COLUMNS)
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.code, code.toUpperCase()),
        eq(discountCodes.status, 'active'),
        or(isNull(discountCodes.userId), eq(discountCodes.userId, member.id)),
      ),
    )
    .orderBy(sql`${discountCodes.userId} IS NULL`, asc(discountCodes.id))
    .limit(1);
  return row ? { ...row, kind: discountKind(row.code, row.userId) } : null;
}

/** Whether the code was redeemed already as far as this member is concerned: by them (once per user), or by anyone (once). */
async function alreadyUsed(db: DbOrTx, code: FoundCode, member: DiscountMember): Promise<boolean> {
  if (code.validity === 'unlimited') return false;
  const [row] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.discountCodeId, code.id),
        code.validity === 'once_per_user' ? eq(discountRedemptions.userId, member.id) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** When the code ends for this member: the time bonus with its window, any other code with its end date (null = none). */
function codeEnds(code: FoundCode, member: DiscountMember): Date | null {
  return code.kind === 'time_bonus' ? timeBonusEnds(member) : code.expiresAt;
}

/** Whether a code limited to some methods holds for `method` (an empty list: every method). */
export function holdsForMethod(code: Pick<FoundCode, 'paymentMethods'>, method: PaymentMethod): boolean {
  return code.paymentMethods.length === 0 || code.paymentMethods.includes(method);
}

/**
 * The least bundle price the code needs, in the order's currency: a code with a currency has its minimum in
 * it; a code for any currency has it in euro cents, converted as the fees are (PER_EURO).
 */
function minimumIn(code: FoundCode, currency: Currency): number {
  if (code.minimumOrderValueCents === 0) return 0;
  return code.currency === null ? Math.round(code.minimumOrderValueCents * PER_EURO[currency]) : code.minimumOrderValueCents;
}

/**
 * Checks a code for a member, and for an order when given, in this order (the first failing check is the
 * error): not found (no active code of that name, global or the member's) → used (a redemption exists: by the
 * member for a once-per-user code, by anyone for a once code) → expired (its end date passed; the time bonus
 * outside the member's 4-hour window) → not applicable (the time bonus or welcome discount for a member who
 * has bought; the order's country, currency or method not the code's) → minimum order (the bundle's price
 * below the code's minimum).
 */
export async function checkDiscount(
  db: DbOrTx,
  input: { member: DiscountMember; code: string; order?: DiscountOrder; now: Date },
): Promise<DiscountCheck> {
  const { member, order, now } = input;
  const code = await findCode(db, member, input.code);
  if (!code) return { ok: false, error: 'discount_not_found' };
  if (await alreadyUsed(db, code, member)) return { ok: false, error: 'discount_used' };
  const ends = codeEnds(code, member);
  if (ends !== null && ends <= now) return { ok: false, error: 'discount_expired' };
  // The time bonus and the welcome discount are first-purchase offers.
  if ((code.kind === 'time_bonus' || code.kind === 'welcome') && member.paidUser) return { ok: false, error: 'discount_not_applicable' };
  if (order) {
    if (
      (code.country !== null && code.country !== order.country) ||
      (code.currency !== null && code.currency !== order.currency) ||
      (order.method !== undefined && !holdsForMethod(code, order.method))
    ) {
      return { ok: false, error: 'discount_not_applicable' };
    }
    if (order.amountCents < minimumIn(code, order.currency)) return { ok: false, error: 'discount_minimum_order' };
  }
  return { ok: true, code };
}

/** A code as the member sees it (GET /api/discountcode.php). */
export function toDiscountCode(code: FoundCode, member: DiscountMember, now: Date): DiscountCode {
  const ends = codeEnds(code, member);
  return {
    code: code.code,
    kind: code.kind,
    country: code.country,
    user_id: code.userId,
    expires: ends?.toISOString() ?? null,
    value_percentage: code.valuePercentage,
    currency: code.currency,
    minimum_order_value: code.minimumOrderValueCents,
    status: code.status,
    validity: code.validity,
    expired: ends !== null && ends <= now,
    paymentmethods: PAYMENT_METHODS.filter((method) => code.paymentMethods.includes(method)),
  };
}

/** A code applied to a bundle's list price (the method page, a payment). */
export function appliedDiscount(
  code: Pick<FoundCode, 'code' | 'kind' | 'valuePercentage'>,
  listAmountCents: number,
  ends: Date | null,
): AppliedDiscount {
  return {
    code: code.code,
    kind: code.kind,
    value_percentage: code.valuePercentage,
    list_amount_cents: listAmountCents,
    expires: ends?.toISOString() ?? null,
  };
}

/** `appliedDiscount` for a code just checked for the member. */
export function appliedFor(code: FoundCode, member: DiscountMember, listAmountCents: number): AppliedDiscount {
  return appliedDiscount(code, listAmountCents, codeEnds(code, member));
}

/** The member's time bonus while it holds (TIMEBONUS25 in its window, unused, not bought yet); null otherwise. */
export async function timeBonusFor(db: DbOrTx, member: DiscountMember, now: Date): Promise<DiscountCode | null> {
  if (member.paidUser || timeBonusEnds(member) <= now) return null;
  const check = await checkDiscount(db, { member, code: TIME_BONUS.code, now });
  return check.ok && check.code.kind === 'time_bonus' ? toDiscountCode(check.code, member, now) : null;
}

const REFUSALS: Readonly<Record<DiscountError, string>> = {
  discount_not_found: 'Code not found',
  discount_used: 'Code already used',
  discount_expired: 'This code has expired.',
  discount_minimum_order: 'This code needs a larger bundle.',
  discount_not_applicable: 'This code is not valid for this order.',
};

/**
 * A code refused: 422, the code well-formed but not usable (the field shows the error code's translated text;
 * this message is the English fallback). One status for every discount error, so a client tells them apart by
 * code only.
 */
export function discountRefused(error: DiscountError): ApiError {
  return new ApiError(422, error, REFUSALS[error]);
}
