import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberOffer } from '@dating/shared/bus/events';
import type { CreditBundle } from '@dating/shared/contracts/payments';

/**
 * Whether a code may hold for a bundle, as far as the page can tell before asking (its currency, payment
 * country and minimum order); a limit to some methods is the method page's to show. The api decides at checkout.
 */
export function discountHoldsFor(
  discount: Pick<MemberOffer, 'country' | 'currency' | 'minimum_order_value'>,
  bundle: CreditBundle,
  country: string,
): boolean {
  return (
    (discount.currency === null || discount.currency === bundle.currency) &&
    (discount.country === null || discount.country === country) &&
    bundle.amount_cents >= discount.minimum_order_value
  );
}

/** `25 → "25%"` (or "25 %") as the member's language writes a percentage. */
export function usePercent(): (value: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((value) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100), [locale]);
}

/** An offer's end (ISO) as a date and time in the member's language. */
export function useOfferEnd(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((iso) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), [locale]);
}
