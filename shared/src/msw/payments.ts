import { HttpResponse } from 'msw';
import {
  createPaymentEndpoint,
  listCreditBundlesEndpoint,
  listPaymentMethodsEndpoint,
  type CreditBundle,
  type PaymentMethodOffer,
  type PaymentResponse,
} from '../contracts/payments';
import type { PaymentMethod } from '../contracts/payment-methods';
import type { ErrorCode } from '../contracts/errors';
import { endpointHandler } from './endpoint-handler';
import { errorResponse } from './responses';

/** A few payment countries and their currencies, as the api maps them (any other country pays in EUR). */
const CURRENCY: Record<string, string> = { PL: 'PLN', SE: 'SEK', NO: 'NOK', DK: 'DKK', CH: 'CHF', GB: 'GBP', US: 'USD' };
const PER_EURO: Record<string, number> = { EUR: 1, GBP: 0.86, USD: 1.09, CHF: 0.96, PLN: 4.3, DKK: 7.46, NOK: 11.5, SEK: 11.3 };
const EURO_BUNDLES = [
  { credits: 25, eur: 999 },
  { credits: 60, eur: 1999 },
  { credits: 150, eur: 3999 },
  { credits: 400, eur: 8999 },
];

const currencyOf = (country: string) => CURRENCY[country] ?? 'EUR';

/** The seed's bundles in a currency (ids 1–4 in euro, 11–14 in the next currency, ...), the second one popular. */
function bundlesFixture(currency: string): CreditBundle[] {
  const base = Object.keys(PER_EURO).indexOf(currency) * 10;
  return EURO_BUNDLES.map((bundle, index) => ({
    id: base + index + 1,
    credits: bundle.credits,
    amount_cents: Math.max(99, Math.round((bundle.eur * PER_EURO[currency]!) / 100) * 100 - 1),
    currency,
    popular: index === 1,
  }));
}

interface MethodRule {
  method: PaymentMethod;
  name: string;
  countries?: string[];
  fixed: number;
  percent: number;
  needs_browser_support?: boolean;
}

/** The catalogue in the api's order (local methods first), with its fees; sdd, sofort and giropay are off. */
const METHODS: MethodRule[] = [
  { method: 'ideal', name: 'iDEAL', countries: ['NL'], fixed: 29, percent: 0 },
  { method: 'bancontact', name: 'Bancontact', countries: ['BE'], fixed: 29, percent: 0 },
  { method: 'blik', name: 'BLIK', countries: ['PL'], fixed: 29, percent: 0 },
  { method: 'prezelewy24', name: 'Przelewy24', countries: ['PL'], fixed: 25, percent: 1.2 },
  { method: 'visa', name: 'Visa', fixed: 25, percent: 1.8 },
  { method: 'mastercard', name: 'Mastercard', fixed: 25, percent: 1.8 },
  { method: 'creditcard', name: 'Credit card', fixed: 25, percent: 1.8 },
  { method: 'applepay', name: 'Apple Pay', fixed: 25, percent: 1.8, needs_browser_support: true },
  { method: 'paypal', name: 'PayPal', fixed: 35, percent: 3.4 },
  { method: 'sct', name: 'SEPA bank transfer', countries: ['NL', 'BE', 'DE', 'AT', 'FR', 'IT'], fixed: 0, percent: 0 },
];

/** The methods offered in a country for a price, with fee and total (the api's rules, a few methods). */
function methodsFixture(country: string, bundle: CreditBundle): PaymentMethodOffer[] {
  return METHODS.filter((rule) => !rule.countries || rule.countries.includes(country)).map((rule) => {
    const fee = Math.round(rule.fixed * PER_EURO[bundle.currency]! + (bundle.amount_cents * rule.percent) / 100);
    return {
      method: rule.method,
      name: rule.name,
      amount_cents: bundle.amount_cents,
      discounted: false,
      fee_cents: fee,
      total_cents: bundle.amount_cents + fee,
      needs_browser_support: rule.needs_browser_support ?? false,
    };
  });
}

export interface PaymentsMockState {
  /** The payment country when the page names none (the api takes the visitor's). */
  visitorCountry: string;
  /** Every GET /api/credits.php, by the country asked for ('' when none). */
  bundleRequests: string[];
  /** Every POST /api/payment.php body. */
  creates: { bundle: number; method: PaymentMethod; country: string; client_id: string }[];
  /** Codes the next creates are refused with, in order (one each). */
  refuseNextCreates: { status: number; code: ErrorCode }[];
  /** While set, creates wait for it before they are answered. */
  createGate: Promise<void> | null;
}

/**
 * GET /api/credits.php, GET /api/payment-methods.php and POST /api/payment.php like the api: bundles in the
 * payment country's currency, methods per country with fees, one payment per client id (a retry answers
 * the same one) and its sandbox checkout URL. For screen tests and standalone pages.
 */
export function createPaymentsHandlers() {
  const state: PaymentsMockState = { visitorCountry: 'NL', bundleRequests: [], creates: [], refuseNextCreates: [], createGate: null };
  const payments = new Map<string, PaymentResponse>();

  const handlers = [
    endpointHandler(listCreditBundlesEndpoint, ({ request }) => {
      const asked = new URL(request.url).searchParams.get('country') ?? '';
      state.bundleRequests.push(asked);
      const country = asked || state.visitorCountry;
      const currency = currencyOf(country);
      return HttpResponse.json({ country, currency, bundles: bundlesFixture(currency) });
    }),
    endpointHandler(listPaymentMethodsEndpoint, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const country = params.get('country') || state.visitorCountry;
      const bundle = bundlesFixture(currencyOf(country)).find((known) => known.id === Number(params.get('bundle')));
      if (!bundle) return errorResponse(404, 'not_found', 'No such bundle');
      return HttpResponse.json({ bundle, country, methods: methodsFixture(country, bundle), discount: null, discount_error: null });
    }),
    endpointHandler(createPaymentEndpoint, async ({ request }) => {
      const body = await request.json();
      state.creates.push(body);
      if (state.createGate) await state.createGate;
      const refusal = state.refuseNextCreates.shift();
      if (refusal) return errorResponse(refusal.status, refusal.code, 'Refused');
      const known = payments.get(body.client_id);
      if (known) return HttpResponse.json(known);
      const bundle = bundlesFixture(currencyOf(body.country)).find((candidate) => candidate.id === body.bundle);
      const offer = bundle && methodsFixture(body.country, bundle).find((candidate) => candidate.method === body.method);
      if (!bundle || !offer) return errorResponse(404, 'not_found', 'Not offered');
      const id = `pay_${payments.size + 1}_${body.client_id.slice(0, 8)}`;
      const answer: PaymentResponse = {
        payment: {
          id,
          status: 'pending',
          credits: bundle.credits,
          amount_cents: bundle.amount_cents,
          fee_cents: offer.fee_cents,
          total_cents: offer.total_cents,
          currency: bundle.currency,
          method: body.method,
          created_at: new Date().toISOString(),
          paid_at: null,
          country: body.country,
          vat: null,
          discount: null,
          recurring: false,
        },
        checkout_url: `/sandbox-psp/checkout/${id}`,
      };
      payments.set(body.client_id, answer);
      return HttpResponse.json(answer);
    }),
  ];

  return { state, handlers };
}
