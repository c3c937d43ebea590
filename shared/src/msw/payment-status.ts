import { HttpResponse } from 'msw';
import { getPaymentEndpoint, listPaymentsEndpoint, type Payment } from '../contracts/payments';
import { endpointHandler } from './endpoint-handler';
import { errorResponse } from './responses';

/**
 * A payment as the api answers it: 60 credits by iDEAL in the Netherlands (no fee: none in the EEA), 21 % VAT
 * included, the consent to immediate supply given, pending.
 */
export function paymentFixture(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'Xq3_k9-ZpL0aB7cD1eF2gH',
    status: 'pending',
    credits: 60,
    amount_cents: 1999,
    fee_cents: 0,
    total_cents: 1999,
    currency: 'EUR',
    method: 'ideal',
    created_at: '2026-11-20T09:30:00+00:00',
    paid_at: null,
    country: 'NL',
    vat: { rate_percent: 21, amount_cents: 347 },
    discount: null,
    recurring: false,
    withdrawal_consent: { version: '2026-12', given_at: '2026-11-20T09:29:48+00:00' },
    ...overrides,
  };
}

interface PaymentStatusMockState {
  /** The member's payments, newest first; a test changes a status to have the next answer say so. */
  payments: Payment[];
  /** Every GET /api/payment.php, by the id asked for. */
  reads: string[];
}

/**
 * GET /api/payment.php?id= and GET /api/payments.php like the api: one of the member's payments as it stands
 * (404 for any other; the checkout URL while pending), and all of them. For screen tests and standalone pages.
 */
export function createPaymentStatusHandlers(payments: Payment[] = [paymentFixture()]) {
  const state: PaymentStatusMockState = { payments, reads: [] };
  const handlers = [
    endpointHandler(getPaymentEndpoint, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      state.reads.push(id);
      const payment = state.payments.find((known) => known.id === id);
      if (!payment) return errorResponse(404, 'not_found', 'No such payment');
      return HttpResponse.json({ payment, checkout_url: payment.status === 'pending' ? `/sandbox-psp/checkout/${payment.id}` : null });
    }),
    endpointHandler(listPaymentsEndpoint, () => HttpResponse.json({ payments: state.payments })),
  ];
  return { state, handlers };
}
