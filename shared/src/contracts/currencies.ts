/**
 * The currencies bundles are priced in, and the country → currency map of the payment country: the euro
 * area pays in EUR, Poland PLN, Sweden SEK, Norway NOK, Denmark DKK, Switzerland and Liechtenstein CHF, the
 * United Kingdom GBP, the United States USD; any other country in EUR (the sites' home currency).
 * Plain constants (no zod) on purpose: the api and the msw mocks both read them, so the mocks price and offer
 * exactly as the api does.
 */
const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'DKK', 'NOK', 'SEK'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Euro-area countries (2026): SEPA transfers, SEPA direct debit and the euro bundles. */
export const EURO_AREA: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
];

const NATIONAL: Readonly<Record<string, Currency>> = {
  PL: 'PLN',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  CH: 'CHF',
  LI: 'CHF',
  GB: 'GBP',
  US: 'USD',
};

export function currencyOf(country: string): Currency {
  return NATIONAL[country] ?? 'EUR';
}

export function inEuroArea(country: string): boolean {
  return EURO_AREA.includes(country);
}

/**
 * Units of each currency per euro, rounded: for prices set in euro (the seed's bundles, fixed fees) shown in
 * another currency. Real price lists are set per currency by the operator; these only derive defaults.
 */
export const PER_EURO: Readonly<Record<Currency, number>> = {
  EUR: 1,
  GBP: 0.86,
  USD: 1.09,
  CHF: 0.96,
  PLN: 4.3,
  DKK: 7.46,
  NOK: 11.5,
  SEK: 11.3,
};
