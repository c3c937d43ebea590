import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** `(cents, currency) => "€ 9,99"`: an amount in the member's language and the currency's own way of writing it. */
export function useMoney(): (cents: number, currency: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((cents, currency) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100), [locale]);
}
