import { discountedCents, type AppliedDiscount, type DiscountError } from '@dating/shared/contracts/index';
import type { DbOrTx } from '../db/database';
import { currencyOf } from '../payments/currencies';
import { methodsFor, transactionFee, type MethodOffer } from '../payments/method-catalogue';
import { appliedFor, checkDiscount, discountMember, holdsForMethod } from './discount-codes';

/**
 * A bundle's methods in a payment country with a member's discount code (GET /api/payment-methods.php?discount=):
 * each offer where the code holds for its method is priced with discountedCents and its fee on that price
 * (`discounted: true`); the others keep the list price. A code that does not hold for the order — or for none
 * of the methods — answers its error code instead of a discount: a bad code never fails the price list.
 */
export async function discountedOffers(
  db: DbOrTx,
  input: { userId: number; code: string; country: string; listAmountCents: number; now: Date },
): Promise<{ methods: MethodOffer[]; discount: AppliedDiscount | null; discount_error: DiscountError | null }> {
  const { country, listAmountCents } = input;
  const currency = currencyOf(country);
  const methods = methodsFor(country, listAmountCents);
  const member = await discountMember(db, input.userId);
  if (!member) return { methods, discount: null, discount_error: 'discount_not_found' };
  const check = await checkDiscount(db, {
    member,
    code: input.code,
    order: { amountCents: listAmountCents, currency, country },
    now: input.now,
  });
  if (!check.ok) return { methods, discount: null, discount_error: check.error };
  const { code } = check;
  if (!methods.some((offer) => holdsForMethod(code, offer.method)))
    return { methods, discount: null, discount_error: 'discount_not_applicable' };
  const amountCents = discountedCents(listAmountCents, code.valuePercentage);
  return {
    methods: methods.map((offer) => {
      if (!holdsForMethod(code, offer.method)) return offer;
      const fee = transactionFee(offer.method, amountCents, country);
      return { ...offer, amount_cents: amountCents, discounted: true, fee_cents: fee, total_cents: amountCents + fee };
    }),
    discount: appliedFor(code, member, listAmountCents),
    discount_error: null,
  };
}
