/**
 * Standard VAT rates (percent) of the countries members pay from, as of 2026: credits are an electronically
 * supplied service, taxed at the buyer's country's rate (the EU's one-stop shop), and prices include it.
 * Outside the EU, Norway, Switzerland and the United Kingdom no VAT is charged (rate 0).
 */
const VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
  CH: 8.1,
  LI: 8.1,
  NO: 25,
  GB: 20,
};

/** The VAT included in a price paid from `country`: its rate and amount (rounded to the cent). */
export function vatIncluded(country: string, totalCents: number): { rate_percent: number; amount_cents: number } {
  const rate = VAT_RATES[country] ?? 0;
  return { rate_percent: rate, amount_cents: Math.round((totalCents * rate) / (100 + rate)) };
}
