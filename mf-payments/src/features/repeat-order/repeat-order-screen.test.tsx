import { screen, waitFor, within } from '@testing-library/react';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createRepeatOrderHandlers, repeatOrderFixture } from '@dating/shared/msw/repeat-order';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../../parcels';
import { goToCheckout } from '../payment-method';

jest.mock('../payment-method/checkout-redirect', () => ({ goToCheckout: jest.fn() }));

/** The last order: 60 credits with a kept Visa card, charged in one click. */
const mock = createRepeatOrderHandlers();
setupScreenServer(...mock.handlers);
beforeEach(() => Object.assign(mock.state, { order: repeatOrderFixture(), buys: [], refuseNextBuys: [] }));

/** A paid member: the nav's Credits link leads here. */
const paidMember = { ...freeUserFixture, paid_user: true };
const openRepeatOrder = () => mountScreen(parcels['repeat-order'], { route: 'credits-repeat-order', user: paidMember });

describe('repeat order', () => {
  it('shows the last order and buys it in one click, once however often clicked, then the payment status page', async () => {
    const { user, navigate } = await openRepeatOrder();
    const order = await screen.findByTestId('last-order');
    expect(screen.getByRole('heading', { level: 1, name: 'Repeat last order' })).toBeInTheDocument();
    expect(order).toHaveTextContent('60 credits');
    expect(order).toHaveTextContent('Payment method: Visa');
    expect(order).toHaveTextContent('Saved: Visa •••• 4242');
    expect(order).toHaveTextContent('Price€19.99Transaction fee€0.61Total€20.60');
    expect(order.querySelector('img')).toHaveAttribute('src', '/logos/visa.svg');
    expect(order).toHaveTextContent('Paid at once with your saved payment method');
    expect(screen.getByRole('link', { name: 'Choose another bundle or payment method' })).toHaveAttribute('href', '/credits?country=NL');

    const buy = within(order).getByRole('button', { name: 'Buy again' });
    await user.dblClick(buy);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/transactions\/pay_repeat_\d+$/)));
    expect(mock.state.buys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('without a kept method opens a fresh checkout; a refused attempt says why and its retry keeps the client id', async () => {
    mock.state.order = repeatOrderFixture({
      method: 'ideal',
      method_name: 'iDEAL',
      fee_cents: 29,
      total_cents: 2028,
      one_click: false,
      stored_label: null,
    });
    mock.state.refuseNextBuys.push({ status: 502, code: 'provider_unavailable' });
    const { user } = await openRepeatOrder();
    const order = await screen.findByTestId('last-order');
    expect(order).toHaveTextContent('You confirm the payment on the secure page of iDEAL');
    expect(order).not.toHaveTextContent('Saved:');
    await user.click(within(order).getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This service is not answering right now.');
    await user.click(within(order).getByRole('button', { name: 'Buy again' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(expect.stringMatching(/^\/sandbox-psp\/checkout\/pay_repeat_\d+$/)));
    expect(mock.state.buys[1]).toBe(mock.state.buys[0]);
  });

  it('with nothing to repeat, says so and leads to the bundles', async () => {
    mock.state.order = null;
    const { user, navigate } = await openRepeatOrder();
    const empty = await screen.findByTestId('nothing-to-repeat');
    expect(within(empty).getByRole('heading', { name: 'Nothing to repeat yet' })).toBeInTheDocument();
    await user.click(within(empty).getByRole('link', { name: 'Buy credits' }));
    expect(navigate).toHaveBeenCalledWith('/credits');
  });
});

afterEach(() => jest.mocked(goToCheckout).mockClear());
