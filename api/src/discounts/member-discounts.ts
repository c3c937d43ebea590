import type { DiscountCode, PaymentMethod } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { bundlesOf } from '../payments/bundles';
import { currencyOf } from '../payments/currencies';
import type { welcomeDiscountOf } from '../sites/site-settings';
import { checkDiscount, discountMember, discountRefused, timeBonusFor, toDiscountCode } from './discount-codes';
import { welcomeDiscountFor } from './welcome-discount';

/** The member's time bonus (no parameters) or welcome discount (`welcome=true`) while it holds; null otherwise. */
export async function memberOffer(
  db: Db,
  input: {
    userId: number;
    kind: 'time_bonus' | 'welcome';
    /** The welcome discount's settings of the member's own site. */
    welcomeSettings: (siteId: number) => Promise<ReturnType<typeof welcomeDiscountOf>>;
    now: Date;
  },
): Promise<DiscountCode | null> {
  const member = await discountMember(db, input.userId);
  if (!member) return null;
  if (input.kind === 'time_bonus') return timeBonusFor(db, member, input.now);
  return welcomeDiscountFor(db, member, await input.welcomeSettings(member.siteId), input.now);
}

/**
 * A typed code checked for the member, and for an order when a bundle is named (a bundle not in the payment
 * country's list is 404): the code, or its discount error (discountRefused).
 */
export async function checkMemberDiscount(
  db: Db,
  input: { userId: number; siteId: number; code: string; order?: { bundle: number; country: string; method?: PaymentMethod }; now: Date },
): Promise<DiscountCode> {
  const member = await discountMember(db, input.userId);
  if (!member) throw discountRefused('discount_not_found');
  let order;
  if (input.order) {
    const currency = currencyOf(input.order.country);
    const bundle = (await bundlesOf(db, input.siteId, currency)).find((b) => b.id === input.order?.bundle);
    if (!bundle) throw notFound('Bundle not found');
    order = { amountCents: bundle.amount_cents, currency, country: input.order.country, method: input.order.method };
  }
  const check = await checkDiscount(db, { member, code: input.code, ...(order ? { order } : {}), now: input.now });
  if (!check.ok) throw discountRefused(check.error);
  return toDiscountCode(check.code, member, input.now);
}
