import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Payment } from '@dating/shared/contracts/payments';
import { getCompanyInfoEndpoint } from '@dating/shared/contracts/settings';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { companyInfoFixture, freeUserFixture } from '@dating/shared/msw/fixtures';
import { createPaymentStatusHandlers, paymentFixture } from '@dating/shared/msw/payment-status';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { bindPurchaseOrigin, rememberPurchaseOrigin } from '../../api/purchase-origin';
import parcels from '../../parcels';
import { PAYMENT_POLL_MS } from './api/get-payment';

const mock = createPaymentStatusHandlers([]);
setupScreenServer(
  ...mock.handlers,
  endpointHandler(getCompanyInfoEndpoint, () => HttpResponse.json(companyInfoFixture)),
);

let serial = 0;
/** A payment of its own per test: this tab announces a completed payment once, as the page does. */
function givenPayment(overrides: Partial<Payment> = {}): Payment {
  serial += 1;
  const payment = paymentFixture({ id: `pay-test-${serial}-abcdef`, ...overrides });
  mock.state.payments = [payment];
  mock.state.reads = [];
  return payment;
}

/** The api's answer changes (the webhook arrived): completed now, paid this minute. */
function completeAtApi(payment: Payment) {
  mock.state.payments = [{ ...payment, status: 'completed', paid_at: new Date().toISOString() }];
}

const openStatus = (payment: Payment) =>
  mountScreen(parcels.transactions, {
    route: 'transactions-id',
    params: { id: payment.id },
    user: freeUserFixture,
    record: ['paymentCompleted', 'refreshRequested'],
    beforeMount: (shell) => shell.bus.set('credits', { credits: 3, premium: false }),
  });

afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
});

describe('the payment status page', () => {
  it('pending says so, keeps asking, and switches to completed with the receipt when the api says so', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const payment = givenPayment();
    const { recorded, shell } = await openStatus(payment);
    const pending = await screen.findByRole('heading', { level: 1, name: 'Processing your payment' });
    await waitFor(() => expect(pending).toHaveFocus());
    expect(screen.getByTestId('payment-status')).toHaveAttribute('data-status', 'pending');
    expect(recorded.paymentCompleted).toEqual([]);

    completeAtApi(payment);
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    const done = await screen.findByRole('heading', { level: 1, name: 'Payment completed' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByTestId('status-message')).toHaveTextContent('Credits added: 60');
    expect(recorded.paymentCompleted).toEqual([{ paymentId: payment.id, credits: 60 }]);
    expect(recorded.refreshRequested).toEqual([{ what: ['user'] }]);
    // The shell answers the refresh with the new balance on the credits channel; the page follows it.
    act(() => shell.bus.set('credits', { credits: 63, premium: true }));
    expect(screen.getByText(/Your credit balance: 63/)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Receipt' })).toBeInTheDocument();

    // Ended: no more asking.
    const reads = mock.state.reads.length;
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3));
    expect(mock.state.reads).toHaveLength(reads);
  });

  it('switches at once on the realtime event for this payment, and ignores another payment’s', async () => {
    const payment = givenPayment();
    const { shell, recorded } = await openStatus(payment);
    await screen.findByRole('heading', { level: 1, name: 'Processing your payment' });
    act(() => shell.bus.emit('paymentUpdated', { paymentId: 'someone-elses-1', status: 'completed', credits: 60 }));
    expect(screen.getByTestId('payment-status')).toHaveAttribute('data-status', 'pending');

    completeAtApi(payment);
    act(() => shell.bus.emit('paymentUpdated', { paymentId: payment.id, status: 'completed', credits: 60 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment completed' })).toBeInTheDocument();
    expect(recorded.paymentCompleted).toEqual([{ paymentId: payment.id, credits: 60 }]);
    expect(await screen.findByTestId('receipt-total')).toHaveTextContent('€19.99');
  });

  it.each([
    ['failed', 'Payment failed'],
    ['cancelled', 'Payment cancelled'],
    ['expired', 'Payment expired'],
  ] as const)('%s says so and offers another method', async (status, heading) => {
    const payment = givenPayment({ status });
    const { navigate, user } = await openStatus(payment);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('status-message')).toHaveTextContent('nothing was charged');
    expect(screen.queryByRole('article', { name: 'Receipt' })).not.toBeInTheDocument();
    const another = screen.getByRole('link', { name: 'Choose another payment method' });
    expect(another).toHaveAttribute('href', '/credits');
    await user.click(another);
    expect(navigate).toHaveBeenCalledWith('/credits');
  });

  it('a failed purchase started in a conversation offers the way back, and another try keeps it', async () => {
    rememberPurchaseOrigin('/chats/5');
    const payment = givenPayment({ status: 'failed' });
    // The payment-method page tied the origin to the payment it started.
    bindPurchaseOrigin(payment.id);
    const { navigate, user } = await openStatus(payment);
    await screen.findByRole('heading', { level: 1, name: 'Payment failed' });
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute('href', '/credits?return_to=%2Fchats%2F5');
    await user.click(screen.getByRole('link', { name: 'Back to your conversation' }));
    expect(navigate).toHaveBeenCalledWith('/chats/5');
  });

  it('coming back to an old completed payment shows its receipt with the VAT and the seller, announcing nothing', async () => {
    const payment = givenPayment({ status: 'completed', paid_at: '2026-11-20T09:31:00+00:00' });
    const { recorded } = await openStatus(payment);
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    const seller = await within(receipt).findByTestId('receipt-seller');
    expect(seller).toHaveTextContent('Demo Media B.V.');
    expect(seller).toHaveTextContent('Keizersgracht 1');
    expect(seller).toHaveTextContent('Chamber of Commerce (KvK) no. 12345678');
    expect(seller).toHaveTextContent('VAT no. NL123456789B01');
    expect(receipt).toHaveTextContent(payment.id);
    expect(receipt).toHaveTextContent('iDEAL');
    expect(receipt).toHaveTextContent('Price€19.99');
    // No fee was charged (none in the EEA): no fee line, the price is the total.
    expect(receipt).not.toHaveTextContent('Transaction fee');
    expect(receipt).toHaveTextContent('Total€19.99');
    expect(receipt).toHaveTextContent('Including VAT (21%)€3.47');
    // The consent to immediate supply the payment was started with, with its time and wording.
    const consent = within(receipt).getByRole('region', { name: 'Immediate delivery' });
    expect(consent).toHaveTextContent(
      'You asked for your credits to be delivered right away and acknowledged that you thereby lose your 14-day right of withdrawal.',
    );
    expect(consent).toHaveTextContent(/Consent given on November 20, 2026 at 9:29\sAM \(wording 2026-12\)/);
    expect(within(receipt).getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
    expect(recorded.paymentCompleted).toEqual([]);
  });

  it('leaves the VAT line out when the payment has none, and names a generic method in the member’s language', async () => {
    givenPayment({ status: 'completed', paid_at: '2026-11-20T09:31:00+00:00', vat: null, method: 'sct' });
    await openStatus(mock.state.payments[0]!);
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('SEPA bank transfer');
    expect(receipt).not.toHaveTextContent('VAT (');
  });

  it('shows a fee where one was charged (outside the EEA), and no consent for a payment from before it was asked', async () => {
    givenPayment({
      status: 'completed',
      paid_at: '2026-11-20T09:31:00+00:00',
      currency: 'CHF',
      country: 'CH',
      method: 'visa',
      amount_cents: 1899,
      fee_cents: 58,
      total_cents: 1957,
      vat: { rate_percent: 8.1, amount_cents: 147 },
      withdrawal_consent: null,
    });
    await openStatus(mock.state.payments[0]!);
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    expect(receipt).toHaveTextContent(/Transaction feeCHF\s0\.58/);
    expect(receipt).toHaveTextContent(/TotalCHF\s19\.57/);
    expect(within(receipt).queryByRole('region', { name: 'Immediate delivery' })).not.toBeInTheDocument();
  });

  it('says a payment that is not the member’s is not found', async () => {
    givenPayment();
    await mountScreen(parcels.transactions, { route: 'transactions-id', params: { id: 'no-such-payment' }, user: freeUserFixture });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeInTheDocument();
  });
});

describe('the list of payments', () => {
  it('shows each payment with date, credits, amount, fee, method and a translated status, linking to its receipt', async () => {
    mock.state.payments = [
      paymentFixture({ id: 'newest-payment-1', status: 'completed', created_at: '2026-11-21T10:00:00+00:00' }),
      paymentFixture({
        id: 'older-payment-22',
        status: 'failed',
        method: 'paypal',
        credits: 25,
        amount_cents: 999,
        fee_cents: 69,
        total_cents: 1068,
      }),
    ];
    const { navigate, user } = await mountScreen(parcels.transactions, { route: 'transactions-id', user: freeUserFixture, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payments' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Completed');
    expect(rows[0]).toHaveTextContent('€19.99');
    expect(rows[1]).toHaveTextContent('25');
    expect(rows[1]).toHaveTextContent('€10.68');
    expect(rows[1]).toHaveTextContent('€0.69');
    expect(rows[1]).toHaveTextContent('PayPal');
    expect(rows[1]).toHaveTextContent('Failed');
    const link = within(rows[0]!).getByRole('link', { name: /view receipt/ });
    expect(link).toHaveAttribute('href', '/transactions/newest-payment-1');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/transactions/newest-payment-1');
  });

  it('leads to the credits when there are none yet', async () => {
    mock.state.payments = [];
    const { navigate, user } = await mountScreen(parcels.transactions, { route: 'transactions-id', user: freeUserFixture });
    expect(await screen.findByText('You have not bought any credits yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy credits' }));
    expect(navigate).toHaveBeenCalledWith('/credits');
  });
});
