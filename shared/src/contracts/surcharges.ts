import type { PaymentMethod } from './payment-methods';

/**
 * Where a payment method may carry a transaction fee (a surcharge on the bundle's price) — the one rule, read by
 * the api's method catalogue and the msw mocks alike. Plain constants (no zod). The reasons: docs/payments.md,
 * "No surcharges in the EEA and the UK".
 */

/** The European Economic Area: the 27 EU member states, Iceland, Liechtenstein and Norway (PSD2 applies). */
export const EEA: readonly string[] = [
  ...'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
  ...'IS LI NO'.split(' '),
];

/**
 * Why a method carries no fee in the EEA and the UK:
 * - `card`: a consumer card payment (PSD2 art. 62(4) with the Interchange Fee Regulation; in the UK the Consumer
 *   Rights (Payment Surcharges) Regulations 2012, reg. 6A) — the card schemes, and wallets that pay with a card
 *   held in them (Apple Pay, MobilePay, Vipps).
 * - `sepa`: a SEPA credit transfer or direct debit (PSD2 art. 62(4) with Regulation 260/2012) — SEPA transfer and
 *   direct debit, iDEAL and EPS (bank transfers in SEPA), Sofort and giropay (switched off).
 * - `waived`: not named by art. 62(4) (e-money, vouchers, non-euro account transfers); we charge none either, by
 *   decision: member states may ban any surcharge (art. 62(5)) and do so differently, and one bundle has one price.
 */
type SurchargeBasis = 'card' | 'sepa' | 'waived';

const SURCHARGE_BASIS: Readonly<Record<PaymentMethod, SurchargeBasis>> = {
  ideal: 'sepa',
  bancontact: 'card',
  blik: 'waived',
  prezelewy24: 'waived',
  eps: 'sepa',
  swish: 'waived',
  vipps: 'card',
  mobilepay: 'card',
  dankort: 'card',
  twint: 'waived',
  satispay: 'waived',
  nexi: 'card',
  cartebancaire: 'card',
  visa: 'card',
  mastercard: 'card',
  maestro: 'card',
  creditcard: 'card',
  applepay: 'card',
  paypal: 'waived',
  paysafecard: 'waived',
  sct: 'sepa',
  sdd: 'sepa',
  sofort: 'sepa',
  giropay: 'sepa',
};

const EEA_AND_UK: ReadonlySet<string> = new Set([...EEA, 'GB']);

/**
 * Where each basis forbids a fee: cards and SEPA payments by law in the EEA (PSD2) and the United Kingdom (its
 * own ban since 2018, which covers PSD2-type payments such as PayPal too); the rest by our decision in the same
 * countries. Elsewhere (Switzerland, the United States, …) the catalogue's fees stand.
 */
const NO_SURCHARGE_IN: Readonly<Record<SurchargeBasis, ReadonlySet<string>>> = {
  card: EEA_AND_UK,
  sepa: EEA_AND_UK,
  waived: EEA_AND_UK,
};

/** Whether `method` may carry its transaction fee in the payment country. */
export function surchargeAllowed(method: PaymentMethod, country: string): boolean {
  return !NO_SURCHARGE_IN[SURCHARGE_BASIS[method]].has(country);
}
