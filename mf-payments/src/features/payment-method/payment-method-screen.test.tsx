import { screen, waitFor, within } from '@testing-library/react';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import parcels from '../../parcels';
import { setupBuyScreens } from '../../test-support/payments-api';
import { goToCheckout } from './checkout-redirect';

jest.mock('./checkout-redirect', () => ({ goToCheckout: jest.fn() }));

const { state, mountScreen } = setupBuyScreens();

const mountMethods = (params: { id: string; paymentmethod?: string }, query: Record<string, string> = { country: 'NL' }) =>
  mountScreen(parcels['payment-method'], { route: 'credits-id-paymentmethod', params, query, user: freeUserFixture });

const methodNames = () => screen.getAllByTestId('payment-method').map((option) => within(option).getByRole('radio').closest('label')!);

afterEach(() => {
  delete window.ApplePaySession;
});

describe('the payment method page', () => {
  it('shows the bundle and, in a radio group, each method with its logo, fee and total; Apple Pay hidden without ApplePaySession', async () => {
    await mountMethods({ id: '2' });
    const group = await screen.findByRole('group', { name: 'Payment method' });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose how to pay' })).toBeInTheDocument();
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => (option as HTMLInputElement).value)).toEqual([
      'ideal',
      'visa',
      'mastercard',
      'creditcard',
      'paypal',
      'sct',
    ]);
    const ideal = methodNames()[0]!;
    expect(ideal).toHaveTextContent('iDEALTransaction fee €0.29€20.28');
    expect(ideal.querySelector('img')).toHaveAttribute('src', '/logos/ideal.svg');
    expect(methodNames()[5]).toHaveTextContent('SEPA bank transferNo transaction fee€19.99');
    // The first method is chosen; the summary shows the fee before paying.
    expect(screen.getByRole('radio', { name: /iDEAL/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay €20.28' })).toBeEnabled();
  });

  it('shows Apple Pay where the browser can pay with it, and a method in the address is chosen', async () => {
    window.ApplePaySession = { canMakePayments: () => true };
    const { user } = await mountMethods({ id: '2', paymentmethod: 'paypal' });
    expect(await screen.findByRole('radio', { name: /Apple Pay/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay €21.02' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Visa/ }));
    expect(screen.getByRole('button', { name: 'Pay €20.60' })).toBeInTheDocument();
  });

  it('pays once per click: one create however often it is clicked, then the provider checkout', async () => {
    let open = () => {};
    state.createGate = new Promise<void>((resolve) => (open = resolve));
    const { user } = await mountMethods({ id: '2', paymentmethod: 'ideal' });
    const pay = await screen.findByRole('button', { name: 'Pay €20.28' });
    await user.dblClick(pay);
    await user.click(pay);
    expect(pay).toBeDisabled();
    expect(pay).toHaveTextContent('Opening iDEAL…');
    open();
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
    expect(state.creates).toEqual([{ bundle: 2, method: 'ideal', country: 'NL', client_id: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(goToCheckout).toHaveBeenCalledWith(expect.stringMatching(/^\/sandbox-psp\/checkout\/pay_1_/));
  });

  it('a refused create says why in words and a retry sends the same client id; another method is a new attempt', async () => {
    state.refuseNextCreates.push({ status: 503, code: 'rate_limited' }, { status: 503, code: 'rate_limited' });
    const { user } = await mountMethods({ id: '2' });
    await user.click(await screen.findByRole('button', { name: 'Pay €20.28' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a moment and try again.');
    await user.click(screen.getByRole('button', { name: 'Pay €20.28' }));
    await waitFor(() => expect(state.creates).toHaveLength(2));
    await screen.findByRole('alert');
    expect(state.creates[1]!.client_id).toBe(state.creates[0]!.client_id);
    await user.click(screen.getByRole('radio', { name: /Visa/ }));
    await user.click(screen.getByRole('button', { name: 'Pay €20.60' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
    expect(state.creates[2]).toMatchObject({ method: 'visa' });
    expect(state.creates[2]!.client_id).not.toBe(state.creates[0]!.client_id);
  });

  it('a bundle not sold in the payment country is a translated error', async () => {
    await mountMethods({ id: '2' }, { country: 'PL' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be found.');
  });
});
