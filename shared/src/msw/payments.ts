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
import { currencyOf, EURO_AREA, PER_EURO as RATES } from '../contracts/currencies';
import type { AppliedDiscount } from '../contracts/discounts';
import { discountedCents } from '../contracts/discounts';
import type { ErrorCode } from '../contracts/errors';
import { surchargeAllowed } from '../contracts/surcharges';
import { WITHDRAWAL_CONSENT_VERSIONS } from '../contracts/withdrawal-consent';
import type { DiscountCheck, DiscountOrder, DiscountsMock } from './discount-types';
import { endpointHandler } from './endpoint-handler';
import { errorResponse } from './responses';

/** The api's rates, read by any currency code a bundle carries. */
const PER_EURO: Readonly<Record<string, number>> = RATES;
const EURO_BUNDLES = [
  { credits: 25, eur: 999 },
  { credits: 60, eur: 1999 },
  { credits: 150, eur: 3999 },
  { credits: 400, eur: 8999 },
];

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
  countries?: readonly string[];
  fixed: number;
  percent: number;
  needs_browser_support?: boolean;
}

/** The catalogue in the api's order (local methods first), with its fees where fees may be charged; sofort and giropay are off. */
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
  { method: 'sct', name: 'SEPA bank transfer', countries: EURO_AREA, fixed: 0, percent: 0 },
  { method: 'sdd', name: 'SEPA direct debit', countries: EURO_AREA, fixed: 0, percent: 0 },
];

/** A bundle of a country's list as an order a discount code is checked against; null when it is not sold there. */
export function bundleOrder(bundleId: number, country: string): DiscountOrder | null {
  const bundle = bundlesFixture(currencyOf(country)).find((known) => known.id === bundleId);
  return bundle ? { amountCents: bundle.amount_cents, currency: bundle.currency, country } : null;
}

const applied = (check: DiscountCheck, listCents: number): AppliedDiscount | null =>
  check.ok
    ? {
        code: check.discount.code,
        kind: check.discount.kind,
        value_percentage: check.discount.value_percentage,
        list_amount_cents: listCents,
        expires: check.discount.expires,
      }
    : null;

/**
 * The methods offered in a country for a price, with fee and total (the api's rules, a few methods); with a
 * discount check, each method the code holds for is priced with it (the fee on the discounted price).
 */
function methodsFixture(
  country: string,
  bundle: CreditBundle,
  discountFor?: (method: PaymentMethod) => DiscountCheck,
): PaymentMethodOffer[] {
  return METHODS.filter((rule) => !rule.countries || rule.countries.includes(country)).map((rule) => {
    const check = discountFor?.(rule.method);
    const amount = check?.ok ? discountedCents(bundle.amount_cents, check.discount.value_percentage) : bundle.amount_cents;
    const fee = surchargeAllowed(rule.method, country)
      ? Math.round(rule.fixed * PER_EURO[bundle.currency]! + (amount * rule.percent) / 100)
      : 0;
    return {
      method: rule.method,
      name: rule.name,
      amount_cents: amount,
      discounted: check?.ok ?? false,
      fee_cents: fee,
      total_cents: amount + fee,
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
  creates: {
    bundle: number;
    method: PaymentMethod;
    country: string;
    client_id: string;
    discount_code?: string;
    withdrawal_consent?: string;
  }[];
  /** Every GET /api/payment-methods.php query's `discount` (null when none was asked). */
  methodDiscounts: (string | null)[];
  /** Codes the next creates are refused with, in order (one each). */
  refuseNextCreates: { status: number; code: ErrorCode }[];
  /** While set, creates wait for it before they are answered. */
  createGate: Promise<void> | null;
}

/**
 * GET /api/credits.php, GET /api/payment-methods.php and POST /api/payment.php like the api: bundles in the
 * payment country's currency, methods per country with fees, one payment per client id (a retry answers
 * the same one) and its sandbox checkout URL. With the discounts mock, `discount=` prices the methods it holds
 * for (or answers `discount_error`) and a create's `discount_code` is checked again and fixed on the payment.
 * For screen tests and standalone pages.
 */
export function createPaymentsHandlers({ discounts }: { discounts?: DiscountsMock } = {}) {
  const state: PaymentsMockState = {
    visitorCountry: 'NL',
    bundleRequests: [],
    creates: [],
    methodDiscounts: [],
    refuseNextCreates: [],
    createGate: null,
  };
  const checker = (code: string | null | undefined, bundle: CreditBundle, country: string) =>
    code && discounts
      ? (method?: PaymentMethod) =>
          discounts.check(code, { amountCents: bundle.amount_cents, currency: bundle.currency, country, ...(method ? { method } : {}) })
      : null;
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
      const code = params.get('discount');
      state.methodDiscounts.push(code);
      const check = checker(code, bundle, country);
      // The code for the order as a whole (any method): its error is the page's; a method it excludes is just not discounted.
      const overall = check?.();
      const methods = methodsFixture(country, bundle, overall?.ok ? check! : undefined);
      return HttpResponse.json({
        bundle,
        country,
        methods,
        discount: overall ? applied(overall, bundle.amount_cents) : null,
        discount_error: overall && !overall.ok ? overall.error : null,
      });
    }),
    endpointHandler(createPaymentEndpoint, async ({ request }) => {
      const body = await request.json();
      state.creates.push(body);
      if (state.createGate) await state.createGate;
      const refusal = state.refuseNextCreates.shift();
      if (refusal) return errorResponse(refusal.status, refusal.code, 'Refused');
      // The api's schema: every start carries the consent to immediate supply.
      if (!(WITHDRAWAL_CONSENT_VERSIONS as readonly unknown[]).includes(body.withdrawal_consent)) {
        return errorResponse(400, 'validation_failed', 'withdrawal_consent: required', 'withdrawal_consent');
      }
      const known = payments.get(body.client_id);
      if (known) return HttpResponse.json(known);
      const bundle = bundlesFixture(currencyOf(body.country)).find((candidate) => candidate.id === body.bundle);
      if (!bundle) return errorResponse(404, 'not_found', 'Not offered');
      const check = checker(body.discount_code, bundle, body.country)?.(body.method);
      if (check && !check.ok) return errorResponse(422, check.error, 'Refused');
      const offer = methodsFixture(body.country, bundle, check ? () => check : undefined).find(
        (candidate) => candidate.method === body.method,
      );
      if (!offer) return errorResponse(404, 'not_found', 'Not offered');
      const id = `pay_${payments.size + 1}_${body.client_id.slice(0, 8)}`;
      const answer: PaymentResponse = {
        payment: {
          id,
          status: 'pending',
          credits: bundle.credits,
          amount_cents: offer.amount_cents,
          fee_cents: offer.fee_cents,
          total_cents: offer.total_cents,
          currency: bundle.currency,
          method: body.method,
          created_at: new Date().toISOString(),
          paid_at: null,
          country: body.country,
          vat: null,
          discount: check ? applied(check, bundle.amount_cents) : null,
          recurring: false,
          withdrawal_consent: { version: body.withdrawal_consent, given_at: new Date().toISOString() },
        },
        checkout_url: `/sandbox-psp/checkout/${id}`,
      };
      payments.set(body.client_id, answer);
      return HttpResponse.json(answer);
    }),
  ];

  return { state, handlers };
}
