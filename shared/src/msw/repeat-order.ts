import { HttpResponse } from 'msw';
import { createRepeatOrderEndpoint, getRepeatOrderEndpoint, type PaymentResponse, type RepeatOrder } from '../contracts/payments';
import { WITHDRAWAL_CONSENT_VERSIONS } from '../contracts/withdrawal-consent';
import { paymentFixture } from './payment-status';
import { errorResponse } from './responses';
import { endpointHandler } from './endpoint-handler';

/** The last order as the api answers it: 60 credits by a Visa card kept at its checkout, one click (no fee in NL). */
export function repeatOrderFixture(overrides: Partial<RepeatOrder> = {}): RepeatOrder {
  return {
    bundle: { id: 2, credits: 60, amount_cents: 1999, currency: 'EUR', popular: true },
    method: 'visa',
    method_name: 'Visa',
    country: 'NL',
    fee_cents: 0,
    total_cents: 1999,
    one_click: true,
    stored_label: 'Visa •••• 4242',
    not_repeatable: null,
    ...overrides,
  };
}

interface RepeatOrderMockState {
  /** What GET /api/repeat-order.php answers; null: nothing to repeat (and POST is 404). */
  order: RepeatOrder | null;
  /** Direct debit refused for the member: a repeat by SEPA direct debit is direct_debit_blocked. */
  directDebitBlocked: boolean;
  /** Every POST's client id. */
  buys: string[];
  /** Codes the next buys are refused with, in order (one each). */
  refuseNextBuys: { status: number; code: 'provider_unavailable' | 'not_found' }[];
}

/**
 * GET and POST /api/repeat-order.php like the api: the last order, and buying it again once per client id —
 * charged through the kept method in one click (pending, `recurring`, no checkout); 404 when not repeatable.
 * For screen tests and standalone pages.
 */
export function createRepeatOrderHandlers(order: RepeatOrder | null = repeatOrderFixture()) {
  const state: RepeatOrderMockState = { order, directDebitBlocked: false, buys: [], refuseNextBuys: [] };
  const payments = new Map<string, PaymentResponse>();

  const handlers = [
    endpointHandler(getRepeatOrderEndpoint, () => HttpResponse.json({ order: state.order })),
    endpointHandler(createRepeatOrderEndpoint, async ({ request }) => {
      const { client_id: clientId, withdrawal_consent: consent } = await request.json();
      state.buys.push(clientId);
      // The api's schema: a repeat is a new purchase and carries its own consent to immediate supply.
      if (!(WITHDRAWAL_CONSENT_VERSIONS as readonly unknown[]).includes(consent)) {
        return errorResponse(400, 'validation_failed', 'withdrawal_consent: required', 'withdrawal_consent');
      }
      const known = payments.get(clientId);
      if (known) return HttpResponse.json(known);
      const refusal = state.refuseNextBuys.shift();
      if (refusal) return errorResponse(refusal.status, refusal.code, 'Refused');
      const current = state.order;
      if (!current) return errorResponse(404, 'not_found', 'There is no order to repeat');
      if (current.method === 'sdd' && state.directDebitBlocked) {
        return errorResponse(403, 'direct_debit_blocked', 'Your account is blocked for direct debit payments.');
      }
      if (!current.one_click) return errorResponse(404, 'not_found', 'The last order cannot be bought again in one click');
      const id = `pay_repeat_${payments.size + 1}`;
      const answer: PaymentResponse = {
        payment: paymentFixture({
          id,
          credits: current.bundle.credits,
          amount_cents: current.bundle.amount_cents,
          fee_cents: current.fee_cents,
          total_cents: current.total_cents,
          currency: current.bundle.currency,
          method: current.method,
          country: current.country,
          recurring: true,
          created_at: new Date().toISOString(),
          withdrawal_consent: { version: consent, given_at: new Date().toISOString() },
        }),
        checkout_url: null,
      };
      payments.set(clientId, answer);
      return HttpResponse.json(answer);
    }),
  ];
  return { state, handlers };
}
