import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@dating/shared/contracts/payment-methods';

/** The methods whose names are words rather than brands: translated; every other name is the brand's own spelling. */
const BRANDS: Partial<Record<PaymentMethod, string>> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  blik: 'BLIK',
  prezelewy24: 'Przelewy24',
  eps: 'EPS',
  swish: 'Swish',
  vipps: 'Vipps',
  mobilepay: 'MobilePay',
  dankort: 'Dankort',
  twint: 'TWINT',
  satispay: 'Satispay',
  nexi: 'Nexi',
  cartebancaire: 'Cartes Bancaires',
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  applepay: 'Apple Pay',
  paypal: 'PayPal',
  paysafecard: 'paysafecard',
  sofort: 'Sofort',
  giropay: 'giropay',
};

/** A payment method's name as the member reads it. */
export function useMethodName(): (method: PaymentMethod) => string {
  const { t } = useTranslation('mf-payments');
  return useCallback(
    (method) => {
      const brand = BRANDS[method];
      if (brand !== undefined) return brand;
      // The method page's names: one wording for a method across the remote.
      if (method === 'creditcard') return t('paymentMethod.names.creditcard');
      return method === 'sct' ? t('paymentMethod.names.sct') : t('paymentMethod.names.sdd');
    },
    [t],
  );
}

/** A moment in the member's language ("20 November 2026, 10:30"), the browser's time zone. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((iso) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso)), [locale]);
}
