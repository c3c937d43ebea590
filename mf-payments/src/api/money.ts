import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** `(cents, currency) => "€ 9,99"`: an amount in the member's language and the currency's own way of writing it. */
export function useMoney(): (cents: number, currency: string, options?: { precise?: boolean }) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (cents, currency, options) => {
      const format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        // A price per credit below a cent still says something ("€0.166"): up to three decimals there.
        ...(options?.precise ? { minimumFractionDigits: 2, maximumFractionDigits: 3 } : {}),
      });
      return format.format(cents / 100);
    },
    [locale],
  );
}
