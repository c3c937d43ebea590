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
const CONSENT = /I want my credits right away/;
const openRepeatOrder = () => mountScreen(parcels['repeat-order'], { route: 'credits-repeat-order', user: paidMember });

describe('repeat order', () => {
  it('shows the last order and buys it in one click, once however often clicked, then the payment status page', async () => {
    const { user, navigate } = await openRepeatOrder();
    const order = await screen.findByTestId('last-order');
    expect(screen.getByRole('heading', { level: 1, name: 'Repeat last order' })).toBeInTheDocument();
    expect(order).toHaveTextContent('60 credits');
    expect(order).toHaveTextContent('Payment method: Visa');
    expect(order).toHaveTextContent('Saved: Visa •••• 4242');
    // No fee on a card in the EEA: the price is the total.
    expect(order).toHaveTextContent('Price€19.99Total€19.99');
    expect(order).not.toHaveTextContent('Transaction fee');
    expect(order.querySelector('img')).toHaveAttribute('src', '/logos/visa.svg');
    expect(order).toHaveTextContent('Paid at once with your saved payment method');
    expect(screen.getByRole('link', { name: 'Choose another bundle or payment method' })).toHaveAttribute('href', '/credits?country=NL');

    const buy = within(order).getByRole('button', { name: 'Buy again' });
    await user.click(within(order).getByRole('checkbox', { name: CONSENT }));
    await user.dblClick(buy);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/transactions\/pay_repeat_\d+$/)));
    expect(mock.state.buys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('a buy refused by the provider says why, and its retry keeps the client id', async () => {
    mock.state.refuseNextBuys.push({ status: 502, code: 'provider_unavailable' });
    const { user, navigate } = await openRepeatOrder();
    const order = await screen.findByTestId('last-order');
    await user.click(within(order).getByRole('checkbox', { name: CONSENT }));
    await user.click(within(order).getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This service is not answering right now.');
    await user.click(within(order).getByRole('button', { name: 'Buy again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/transactions\/pay_repeat_\d+$/)));
    expect(mock.state.buys[1]).toBe(mock.state.buys[0]);
  });

  it('iDEAL needs approving each time: says so plainly and leads to the same bundle at the checkout, iDEAL chosen', async () => {
    mock.state.order = repeatOrderFixture({
      method: 'ideal',
      method_name: 'iDEAL',
      country: 'CH',
      bundle: { id: 32, credits: 60, amount_cents: 1899, currency: 'CHF', popular: true },
      fee_cents: 58,
      total_cents: 1957,
      one_click: false,
      stored_label: null,
      not_repeatable: 'approval_needed',
    });
    const { user, navigate } = await openRepeatOrder();
    const order = await screen.findByTestId('last-order');
    expect(order).toHaveTextContent('60 credits');
    // Outside the EEA the fee stands, on its own line.
    expect(order).toHaveTextContent(/PriceCHF\s18\.99Transaction feeCHF\s0\.58TotalCHF\s19\.57/);
    expect(order).toHaveTextContent("With iDEAL you approve every payment yourself, so this order can't be repeated in one click.");
    expect(within(order).queryByRole('button', { name: 'Buy again' })).not.toBeInTheDocument();
    expect(within(order).queryByRole('checkbox', { name: CONSENT })).not.toBeInTheDocument();
    await user.click(within(order).getByRole('link', { name: 'Buy this bundle again' }));
    expect(navigate).toHaveBeenCalledWith('/credits/32/ideal?country=CH');
    expect(mock.state.buys).toEqual([]);
  });

  it('a card that was not saved says so and leads to the same bundle with the card chosen', async () => {
    mock.state.order = repeatOrderFixture({
      method: 'creditcard',
      method_name: 'Credit card',
      one_click: false,
      stored_label: null,
      not_repeatable: 'not_saved',
    });
    await openRepeatOrder();
    expect(await screen.findByTestId('not-repeatable')).toHaveTextContent(
      "The payment details of your last order (Credit card) were not saved, so it can't be repeated in one click.",
    );
    expect(screen.getByRole('link', { name: 'Buy this bundle again' })).toHaveAttribute('href', '/credits/2/creditcard?country=NL');
  });

  it('a method no longer offered says so and leads to the bundle, to choose another method', async () => {
    mock.state.order = repeatOrderFixture({
      method: 'sofort',
      method_name: 'Sofort',
      country: 'DE',
      one_click: false,
      stored_label: null,
      not_repeatable: 'not_offered',
    });
    await openRepeatOrder();
    expect(await screen.findByTestId('not-repeatable')).toHaveTextContent('Sofort is no longer available');
    expect(screen.getByRole('link', { name: 'Buy this bundle again' })).toHaveAttribute('href', '/credits/2?country=DE');
  });

  it('a repeat is a new purchase: Buy again without the consent buys nothing and moves focus to the box', async () => {
    const { user } = await openRepeatOrder();
    const order = await screen.findByTestId('last-order');
    await user.click(within(order).getByRole('button', { name: 'Buy again' }));
    const box = within(order).getByRole('checkbox', { name: CONSENT });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Tick the box to pay: without your consent we cannot deliver your credits right away.');
    expect(mock.state.buys).toEqual([]);
    await user.click(box);
    await user.click(within(order).getByRole('button', { name: 'Buy again' }));
    await waitFor(() => expect(mock.state.buys).toHaveLength(1));
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
