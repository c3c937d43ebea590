import type { PaymentMethod } from '@dating/shared/contracts/index';
import { surchargeAllowed } from '@dating/shared/contracts/surcharges';
import { currencyOf, inEuroArea, PER_EURO } from './currencies';

/** Where a method is offered: every payment country, the euro area, or a list of countries. */
type Reach = 'everywhere' | 'euro-area' | readonly string[];

interface MethodEntry {
  /** The name shown (brand names are not translated; `prezelewy24` keeps its id and shows "Przelewy24"). */
  name: string;
  reach: Reach;
  /**
   * The transaction fee the member pays on top where a fee may be charged (shared/src/contracts/surcharges.ts:
   * none in the EEA and the UK): a fixed part set in euro cents, and a percentage of the price.
   */
  fee: { fixedEuroCents: number; percent: number };
  /**
   * False: in the catalogue but never offered. Sofort and giropay were discontinued by their owners (Klarna
   * folded Sofort into its own checkout in 2024; giropay ended in 2024). SEPA direct debit is listed, but paid
   * only under a mandate confirmed by its SMS code (/directdebit): POST /api/payment.php refuses it without one.
   */
  offered: boolean;
  /** A method whose availability the browser decides as well (Apple Pay): the client hides it where unsupported. */
  needsBrowserSupport?: boolean;
}

const CARD_FEE = { fixedEuroCents: 25, percent: 1.8 };
const BANK_FEE = { fixedEuroCents: 29, percent: 0 };
const WALLET_FEE = { fixedEuroCents: 25, percent: 1 };

/** Every method of PAYMENT_METHODS, in the order the method page lists them (local methods first, then cards, then the rest). */
const METHODS: Readonly<Record<PaymentMethod, MethodEntry>> = {
  ideal: { name: 'iDEAL', reach: ['NL'], fee: BANK_FEE, offered: true },
  bancontact: { name: 'Bancontact', reach: ['BE'], fee: BANK_FEE, offered: true },
  blik: { name: 'BLIK', reach: ['PL'], fee: BANK_FEE, offered: true },
  prezelewy24: { name: 'Przelewy24', reach: ['PL'], fee: { fixedEuroCents: 25, percent: 1.2 }, offered: true },
  eps: { name: 'EPS', reach: ['AT'], fee: BANK_FEE, offered: true },
  swish: { name: 'Swish', reach: ['SE'], fee: WALLET_FEE, offered: true },
  vipps: { name: 'Vipps', reach: ['NO'], fee: WALLET_FEE, offered: true },
  mobilepay: { name: 'MobilePay', reach: ['DK', 'FI'], fee: WALLET_FEE, offered: true },
  dankort: { name: 'Dankort', reach: ['DK'], fee: { fixedEuroCents: 10, percent: 0.5 }, offered: true },
  twint: { name: 'TWINT', reach: ['CH'], fee: WALLET_FEE, offered: true },
  satispay: { name: 'Satispay', reach: ['IT'], fee: WALLET_FEE, offered: true },
  nexi: { name: 'Nexi', reach: ['IT'], fee: CARD_FEE, offered: true },
  cartebancaire: { name: 'Cartes Bancaires', reach: ['FR'], fee: CARD_FEE, offered: true },
  visa: { name: 'Visa', reach: 'everywhere', fee: CARD_FEE, offered: true },
  mastercard: { name: 'Mastercard', reach: 'everywhere', fee: CARD_FEE, offered: true },
  maestro: { name: 'Maestro', reach: 'everywhere', fee: CARD_FEE, offered: true },
  creditcard: { name: 'Credit card', reach: 'everywhere', fee: CARD_FEE, offered: true },
  applepay: { name: 'Apple Pay', reach: 'everywhere', fee: CARD_FEE, offered: true, needsBrowserSupport: true },
  paypal: { name: 'PayPal', reach: 'everywhere', fee: { fixedEuroCents: 35, percent: 3.4 }, offered: true },
  paysafecard: { name: 'paysafecard', reach: 'everywhere', fee: { fixedEuroCents: 0, percent: 5 }, offered: true },
  sct: { name: 'SEPA bank transfer', reach: 'euro-area', fee: { fixedEuroCents: 0, percent: 0 }, offered: true },
  sdd: { name: 'SEPA direct debit', reach: 'euro-area', fee: { fixedEuroCents: 0, percent: 0 }, offered: true },
  sofort: { name: 'Sofort', reach: ['DE', 'AT', 'BE', 'NL', 'IT', 'ES', 'PL', 'CH'], fee: BANK_FEE, offered: false },
  giropay: { name: 'giropay', reach: ['DE'], fee: BANK_FEE, offered: false },
};

function reaches(reach: Reach, country: string): boolean {
  if (reach === 'everywhere') return true;
  if (reach === 'euro-area') return inEuroArea(country);
  return reach.includes(country);
}

/**
 * The transaction fee of a price in the payment country's currency, in its cents (rounded to the cent): 0 where
 * the method may not be surcharged there (surchargeAllowed: the EEA and the UK), so the member pays the bundle's
 * price and nothing else. Every price the member sees and every amount charged comes through here.
 */
export function transactionFee(method: PaymentMethod, amountCents: number, country: string): number {
  if (!surchargeAllowed(method, country)) return 0;
  const { fee } = METHODS[method];
  return Math.round(fee.fixedEuroCents * PER_EURO[currencyOf(country)] + (amountCents * fee.percent) / 100);
}

export interface MethodOffer {
  method: PaymentMethod;
  name: string;
  amount_cents: number;
  discounted: boolean;
  fee_cents: number;
  total_cents: number;
  needs_browser_support: boolean;
}

/**
 * The methods offered in a payment country for a price, in the catalogue's order. A method is offered where
 * it reaches and in the country's own currency only (iDEAL in euro, BLIK in złoty): bundles are priced in
 * the payment country's currency (currencyOf).
 */
export function methodsFor(country: string, amountCents: number): MethodOffer[] {
  return (Object.entries(METHODS) as [PaymentMethod, MethodEntry][])
    .filter(([, entry]) => entry.offered && reaches(entry.reach, country))
    .map(([method, entry]) => {
      const fee = transactionFee(method, amountCents, country);
      return {
        method,
        name: entry.name,
        amount_cents: amountCents,
        discounted: false,
        fee_cents: fee,
        total_cents: amountCents + fee,
        needs_browser_support: entry.needsBrowserSupport ?? false,
      };
    });
}

/** Whether `method` may be used to pay in `country` (the create call checks it: the list is not trusted). */
export function methodOffered(method: PaymentMethod, country: string): boolean {
  const entry = METHODS[method];
  return entry.offered && reaches(entry.reach, country);
}

/** A method's display name (a brand's own spelling, never translated). */
export function methodName(method: PaymentMethod): string {
  return METHODS[method].name;
}

/**
 * Methods a provider can keep and charge again without the member (a repeat order in one click): cards and
 * PayPal after a checkout that asked to keep them, SEPA direct debit under its mandate. Bank payments
 * (iDEAL, BLIK, transfers, …) and vouchers are authorised by the member each time.
 */
const KEEPABLE: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>([
  'visa',
  'mastercard',
  'maestro',
  'creditcard',
  'cartebancaire',
  'dankort',
  'nexi',
  'paypal',
  'sdd',
]);

export function methodKeepable(method: PaymentMethod): boolean {
  return KEEPABLE.has(method);
}
