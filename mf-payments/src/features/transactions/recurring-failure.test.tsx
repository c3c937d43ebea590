import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getCompanyInfoEndpoint } from '@dating/shared/contracts/settings';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { companyInfoFixture, freeUserFixture } from '@dating/shared/msw/fixtures';
import { createPaymentStatusHandlers, paymentFixture } from '@dating/shared/msw/payment-status';
import { createRepeatOrderHandlers } from '@dating/shared/msw/repeat-order';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../../parcels';

/** A repeat order in one click whose kept card was declined. */
const declined = paymentFixture({ id: 'pay-declined-1-abcdef', status: 'failed', method: 'visa', recurring: true });
const mock = createPaymentStatusHandlers([declined]);
const repeat = createRepeatOrderHandlers();
setupScreenServer(
  ...mock.handlers,
  ...repeat.handlers,
  endpointHandler(getCompanyInfoEndpoint, () => HttpResponse.json(companyInfoFixture)),
);

const openStatus = (id: string) => mountScreen(parcels.transactions, { route: 'transactions-id', params: { id }, user: freeUserFixture });

describe('a declined recurring charge on the status page', () => {
  it('offers to try again (buying the last order again) or to pay the same bundle with PayPal', async () => {
    const { user, navigate } = await openStatus(declined.id);
    const offer = await screen.findByTestId('recurring-failure');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(offer).toHaveTextContent('Your saved payment method was declined.');
    // Only this offer: not the generic text and link of a failed checkout besides it.
    expect(screen.queryByText(/with another payment method if you like/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Choose another payment method' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(offer).getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute('href', '/credits/2/paypal?country=NL'),
    );

    // Another purchase: it needs the consent to immediate supply again.
    await user.click(within(offer).getByRole('button', { name: 'Try again' }));
    expect(within(offer).getByRole('checkbox', { name: /I want my credits right away/ })).toHaveFocus();
    expect(repeat.state.buys).toEqual([]);
    await user.click(within(offer).getByRole('checkbox', { name: /I want my credits right away/ }));
    await user.click(within(offer).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/transactions\/pay_repeat_\d+$/)));
    expect(repeat.state.buys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('is not offered for a payment that failed at a checkout', async () => {
    mock.state.payments = [{ ...declined, id: 'pay-checkout-3-abcdef', recurring: false }];
    await openStatus('pay-checkout-3-abcdef');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toBeInTheDocument();
    expect(screen.getByText(/with another payment method if you like/)).toBeInTheDocument();
    expect(screen.queryByTestId('recurring-failure')).not.toBeInTheDocument();
  });
});
